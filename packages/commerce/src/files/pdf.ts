/** Page size of generated documents: A4 in PDF points. */
const A4 = { width: 595, height: 842 };

/** Text as a PDF string literal: Latin-1 only (the standard fonts' range), with \, ( and ) escaped. */
function pdfString(text: string): string {
  const latin1 = text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  return `(${latin1.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * A small, valid one-page PDF: a heading and lines of text in Helvetica, with
 * a correct cross-reference table (byte offsets of every object), so any
 * viewer opens it without repair.
 *
 * @example const bytes = simplePdf('Care guide', ['Wash cold.', 'Dry flat.']);
 */
export function simplePdf(heading: string, lines: readonly string[]): Uint8Array {
  const text = [
    'BT',
    '/F1 20 Tf',
    `56 ${A4.height - 80} Td`,
    `${pdfString(heading)} Tj`,
    '/F1 11 Tf',
    '0 -32 Td',
    ...lines.flatMap((line) => [`${pdfString(line)} Tj`, '0 -16 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** The words of a demo document, by its title. */
const DOCUMENT_TEXT: Record<string, readonly string[]> = {
  'Care guide': [
    'Read the care label first: it always wins.',
    'Wash cold and gently, with a mild detergent.',
    'Dry flat or in the air, away from direct heat.',
    'Store clean and dry, folded rather than hung.',
  ],
  'Size guide': [
    'Measure over light clothing, tape level and snug.',
    'Chest: around the fullest part. Waist: at the natural waistline.',
    'Between two sizes? Choose the larger for a relaxed fit.',
  ],
  Warranty: [
    'This product is guaranteed against defects in materials and',
    'workmanship for two years from the date of delivery.',
    'Keep your order number: it is your proof of purchase.',
    'Normal wear, accidents and alterations are not covered.',
  ],
};

/** A product's demo document: its title, the product's name and a few lines fitting the title. */
export function productDocumentPdf(title: string, productTitle: string): Uint8Array {
  return simplePdf(`${productTitle}: ${title}`, DOCUMENT_TEXT[title] ?? [title]);
}
