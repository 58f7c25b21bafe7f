import type { ShapeName } from './shapes';
import { SHAPES } from './shapes';
import { mix, paletteFor } from './palette';

/** What one picture shows. */
export interface Illustration {
  shape: ShapeName;
  /** Product colour (hex). */
  colour: string;
  view: 'front' | 'detail';
  width: number;
  height: number;
}

/** Canvas the shapes are drawn on; the output size scales it. */
const CANVAS_WIDTH = 1200;
const CANVAS_HEIGHT = 1500;
/** How far the close-up zooms in on the shape's focus point. */
const DETAIL_ZOOM = 2.2;

/** Soft neutral backdrops, darker when the product itself is pale so it still stands out. */
function backdrop(colour: string, view: Illustration['view'], isLight: boolean): [string, string] {
  if (view === 'detail') {
    const tint = isLight ? mix(colour, '#8C8478', 0.35) : mix(colour, '#F6F3EE', 0.78);
    return [tint, mix(tint, '#000000', 0.06)];
  }
  return isLight ? ['#E0DAD0', '#D3CBBF'] : ['#F1EDE6', '#E6E0D6'];
}

/**
 * Draws a flat product illustration as SVG: the product shape in its colour
 * on a soft backdrop with a floor shadow; the detail view is a close-up.
 *
 * @example renderIllustration({ shape: 'mug', colour: '#D6C4A3', view: 'front', width: 1200, height: 1500 })
 */
export function renderIllustration(illustration: Illustration): string {
  const palette = paletteFor(illustration.colour);
  const drawing = SHAPES[illustration.shape](palette);
  const [top, bottom] = backdrop(illustration.colour, illustration.view, palette.isLight);
  const { y: floorY, rx } = drawing.floor;
  const scale = drawing.scale ?? 1;
  const scene =
    `<g transform="translate(600 ${floorY}) scale(${scale}) translate(-600 ${-floorY})">` +
    `<ellipse cx="600" cy="${floorY}" rx="${rx * 1.15}" ry="${Math.max(24, rx * 0.11)}" fill="url(#floor)"/>` +
    `${drawing.svg}</g>`;
  // The focus point moves with the enlargement.
  const fx = 600 + (drawing.focus[0] - 600) * scale;
  const fy = floorY + (drawing.focus[1] - floorY) * scale;
  const placed =
    illustration.view === 'detail'
      ? `<g transform="translate(${CANVAS_WIDTH / 2} ${CANVAS_HEIGHT / 2}) scale(${DETAIL_ZOOM}) translate(${-fx} ${-fy})">${scene}</g>`
      : scene;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${illustration.width}" height="${illustration.height}" viewBox="0 0 ${CANVAS_WIDTH} ${CANVAS_HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="url(#bg)"/>
${placed}
</svg>`;
}
