/**
 * Rules about what an address line may say: a post office box cannot receive
 * parcels from the shop's carriers (spec 5: PO Box is not a valid address),
 * and a name for Klarna must look like a name (spec 5).
 */

/**
 * The common ways of writing a post office box, as whole words in any case:
 * "PO Box", "P.O. Box", "P O Box", "POBox", "Post Office Box", "PO Bin",
 * "Postfach" (German), "Boîte postale"/"BP" followed by a number (French),
 * "Caixa Postal" (Portuguese), "Apartado (de correos)" (Spanish).
 */
const PO_BOX_PATTERNS: readonly RegExp[] = [
  /\bp\.?\s*o\.?\s*(box|bin)\b/i,
  /\bpobox\b/i,
  /\bpost\s+office\s+(box|bin)\b/i,
  /\bpostfach\b/i,
  /\bbo[iî]te\s+postale\b/i,
  /\bb\.?\s*p\.?\s+\d+\b/i,
  /\bcaixa\s+postal\b/i,
  /\bapartado(\s+de\s+correos)?\s+\d+\b/i,
];

/**
 * True when the line is a post office box rather than a street address.
 * "Boxwood Lane" or "Poplar Box Road" are streets, not boxes.
 *
 * @example isPoBox('P.O. Box 123') // true
 * @example isPoBox('12 Boxwood Lane') // false
 */
export function isPoBox(line: string): boolean {
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(line));
}

/** Shortest name Klarna accepts: "more than 1 character". */
export const KLARNA_NAME_MIN_LENGTH = 2;

/**
 * The Klarna name rule: at least 2 characters and not only digits. Klarna
 * refuses such names when the payment is created, so the checkout says it first.
 *
 * @example isValidKlarnaName('Li') // true
 * @example isValidKlarnaName('42') // false
 */
export function isValidKlarnaName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed.length >= KLARNA_NAME_MIN_LENGTH && !/^\d+$/.test(trimmed);
}
