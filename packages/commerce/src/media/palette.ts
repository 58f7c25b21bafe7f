/** Colours derived from one product colour, so every drawing shades itself consistently. */
export interface Palette {
  base: string;
  /** Folds, inner sides, cuffs. */
  shade: string;
  /** Deepest shadows: inside a neckline, inside a bag. */
  deep: string;
  /** Highlights. */
  light: string;
  /** Seams and stitching: darker on light colours, lighter on dark ones. */
  line: string;
  /** Brass hardware: buttons, zips, rings. */
  brass: string;
  /** Paper, card and labels. */
  paper: string;
  isDark: boolean;
  isLight: boolean;
}

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Blends `from` towards `to` by `amount` (0–1).
 *
 * @example mix('#000000', '#ffffff', 0.5) // '#808080'
 */
export function mix(from: string, to: string, amount: number): string {
  const a = toRgb(from);
  const b = toRgb(to);
  return toHex([a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount]);
}

/** Relative brightness 0–1, good enough to decide what contrasts with what. */
export function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** Builds the drawing palette for one product colour. */
export function paletteFor(hex: string): Palette {
  const brightness = luminance(hex);
  const isDark = brightness < 0.3;
  return {
    base: hex,
    shade: mix(hex, '#000000', isDark ? 0.25 : 0.14),
    deep: mix(hex, '#000000', isDark ? 0.45 : 0.32),
    light: mix(hex, '#ffffff', 0.2),
    line: isDark ? mix(hex, '#ffffff', 0.28) : mix(hex, '#000000', 0.24),
    brass: '#C49A45',
    paper: '#F5F0E6',
    isDark,
    isLight: brightness > 0.8,
  };
}
