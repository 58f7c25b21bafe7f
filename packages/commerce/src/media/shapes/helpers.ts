import type { Palette } from '../palette';

/** What a shape function returns: SVG markup on the 1200 × 1500 canvas, centred on x = 600. */
export interface Drawing {
  svg: string;
  /** Point the close-up picture zooms in on (a collar, a handle, a buckle). */
  focus: readonly [number, number];
  /** Where the soft floor shadow sits, and how wide it is. */
  floor: { y: number; rx: number };
  /** Enlarges small items (a beanie, a key loop) around their floor point so every picture feels filled. */
  scale?: number;
}

export type ShapeDraw = (palette: Palette) => Drawing;

/** Horizontal centre of the canvas. */
export const CX = 600;

type Point = readonly [number, number];

/**
 * A closed, left-right symmetric outline: walks the right half (x given as
 * distance from the centre), then back up the mirrored left half.
 */
export function mirrored(rightHalf: readonly Point[]): string {
  const right = rightHalf.map(([dx, y]) => `${CX + dx} ${y}`);
  const left = [...rightHalf].reverse().map(([dx, y]) => `${CX - dx} ${y}`);
  return `M ${right.join(' L ')} L ${left.join(' L ')} Z`;
}

/** A filled path with softly rounded corners. */
export function shape(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="${fill}" stroke-width="6" stroke-linejoin="round" ${extra}/>`;
}

/** A seam, fold or stitch line. */
export function line(d: string, colour: string, width = 5, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
}

/** A dashed stitch line. */
export function stitch(d: string, colour: string, width = 4): string {
  return line(d, colour, width, `stroke-dasharray="14 12" opacity="0.8"`);
}

/** Evenly spaced vertical rib lines between x1 and x2, from y1 to y2. */
export function ribs(x1: number, x2: number, y1: number, y2: number, gap: number, colour: string): string {
  let d = '';
  for (let x = x1 + gap / 2; x < x2; x += gap) d += `M ${x.toFixed(1)} ${y1} L ${x.toFixed(1)} ${y2} `;
  return line(d, colour, 4, 'opacity="0.55"');
}

/** Round buttons down a placket. */
export function buttons(x: number, ys: readonly number[], palette: Palette, radius = 11): string {
  const fill = palette.isLight ? '#D9D3C7' : palette.light;
  return ys
    .map((y) => `<circle cx="${x}" cy="${y}" r="${radius}" fill="${fill}" stroke="${palette.line}" stroke-width="3"/>`)
    .join('');
}

/** Points on an ellipse from angle `from` to `to` (degrees, 0 = right, 90 = down). */
export function arcPoints(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  from: number,
  to: number,
  steps = 12,
): string {
  const points: string[] = [];
  for (let i = 0; i <= steps; i += 1) {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    points.push(`${(cx + rx * Math.cos(angle)).toFixed(1)} ${(cy + ry * Math.sin(angle)).toFixed(1)}`);
  }
  return points.join(' L ');
}

/** Draws `content` only inside the outline `d` (rib lines inside a dome, speckles on a glaze). */
export function clipped(id: string, d: string, content: string): string {
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${content}</g>`;
}
