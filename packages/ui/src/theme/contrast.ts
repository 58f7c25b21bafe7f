/** Minimum contrast for text (WCAG 2.x AA, normal size). */
export const TEXT_CONTRAST_MIN = 4.5;
/** Minimum contrast for control borders and focus indicators (WCAG 1.4.11). */
export const UI_CONTRAST_MIN = 3;

type Rgb = [number, number, number];

/**
 * Parses `#rgb`, `#rrggbb` or `rgb(r, g, b)` into 0–255 channels. Theme colour
 * pairs must be opaque, so anything else (named colours, alpha) returns null.
 */
export function parseColor(color: string): Rgb | null {
  const value = color.trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return [short[1], short[2], short[3]].map((h) => parseInt(`${h}${h}`, 16)) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(value);
  if (long) return [long[1], long[2], long[3]].map((h) => parseInt(h ?? '0', 16)) as Rgb;
  const rgb = /^rgb\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*\)$/.exec(value);
  if (rgb) return [rgb[1], rgb[2], rgb[3]].map((n) => Number(n)) as Rgb;
  return null;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG contrast ratio of two opaque colours, from 1 to 21.
 *
 * @example
 * contrastRatio('#000000', '#ffffff') // 21
 */
export function contrastRatio(a: string, b: string): number {
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) throw new Error(`Cannot compute contrast of "${a}" and "${b}": use #rrggbb or rgb()`);
  const [light, dark] = [relativeLuminance(ca), relativeLuminance(cb)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
