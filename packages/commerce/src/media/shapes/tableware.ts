import type { Palette } from '../palette';
import { seededRandom } from '../../seed/prng';
import { clipped, CX, line, shape, type ShapeDraw } from './helpers';

/** Glaze speckles, clipped to the piece; the same pattern every time. */
function speckles(id: string, clip: string, x: number, y: number, w: number, h: number, p: Palette): string {
  const random = seededRandom(7);
  let dots = '';
  for (let i = 0; i < 90; i += 1) {
    const cx = (x + random() * w).toFixed(0);
    const cy = (y + random() * h).toFixed(0);
    dots += `<circle cx="${cx}" cy="${cy}" r="${(2 + random() * 3).toFixed(1)}"/>`;
  }
  const dotColour = p.isDark ? p.light : '#5A5048';
  return clipped(id, clip, `<g fill="${dotColour}" opacity="0.45">${dots}</g>`);
}

const mugBody = `M 420 560 L 780 560 L 770 1060 Q 770 1110 720 1110 L 480 1110 Q 430 1110 430 1060 Z`;

export const mug: ShapeDraw = (p) => ({
  svg:
    line(`M 775 660 Q 920 660 920 800 Q 920 940 770 950`, p.shade, 46) +
    shape(mugBody, p.base) +
    speckles('mug', mugBody, 420, 560, 360, 550, p) +
    shape(`M 420 560 Q 600 610 780 560 Q 600 515 420 560 Z`, p.deep) +
    line(`M 420 560 Q 600 610 780 560`, p.light, 8) +
    shape(`M 432 1040 L 768 1040 L 768 1060 Q 768 1110 720 1110 L 480 1110 Q 432 1110 432 1060 Z`, '#C9B79F'),
  focus: [700, 700],
  floor: { y: 1120, rx: 260 },
  scale: 1.2,
});

const cupShape = (x: number, p: Palette, id: string) => {
  const body = `M ${x - 130} 760 L ${x + 130} 760 Q ${x + 125} 1080 ${x + 60} 1100 L ${x - 60} 1100 Q ${x - 125} 1080 ${x - 130} 760 Z`;
  return (
    shape(body, p.base) +
    speckles(id, body, x - 130, 760, 260, 340, p) +
    shape(`M ${x - 130} 760 Q ${x} 795 ${x + 130} 760 Q ${x} 728 ${x - 130} 760 Z`, p.deep)
  );
};

export const cup: ShapeDraw = (p) => ({
  svg: cupShape(440, p, 'cupa') + cupShape(760, p, 'cupb'),
  focus: [760, 860],
  floor: { y: 1110, rx: 340 },
  scale: 1.15,
});

export const bowl: ShapeDraw = (p) => {
  const body = `M 280 700 Q 300 1040 520 1090 L 680 1090 Q 900 1040 920 700 Z`;
  return {
    svg:
      shape(body, p.base) +
      speckles('bowl', body, 280, 700, 640, 390, p) +
      shape(`M 280 700 Q 600 800 920 700 Q 600 600 280 700 Z`, p.shade) +
      shape(`M 330 705 Q 600 780 870 705 Q 600 640 330 705 Z`, p.deep, 'opacity="0.35"') +
      line(`M 280 700 Q 600 800 920 700`, p.light, 7) +
      shape(`M 500 1075 L 700 1075 L 690 1110 L 510 1110 Z`, '#C9B79F'),
    focus: [CX, 760],
    floor: { y: 1115, rx: 320 },
  };
};

export const plate: ShapeDraw = (p) => {
  const rim = `M 250 820 A 350 240 0 1 0 950 820 A 350 240 0 1 0 250 820 Z`;
  return {
    svg:
      `<ellipse cx="600" cy="836" rx="352" ry="242" fill="${p.shade}"/>` +
      shape(rim, p.base) +
      speckles('plate', rim, 250, 580, 700, 480, p) +
      `<ellipse cx="600" cy="830" rx="250" ry="168" fill="${p.shade}" opacity="0.35"/>` +
      `<ellipse cx="600" cy="830" rx="250" ry="168" fill="none" stroke="${p.line}" stroke-width="3" opacity="0.4"/>`,
    focus: [820, 760],
    floor: { y: 1080, rx: 330 },
  };
};

export const vase: ShapeDraw = (p) => {
  const body = `M 545 420 L 655 420 L 650 520 Q 800 620 790 860 Q 780 1080 680 1120 L 520 1120 Q 420 1080 410 860 Q 400 620 550 520 Z`;
  return {
    svg:
      shape(body, p.base) +
      line(
        `M 470 640 Q 600 680 730 640 M 430 760 Q 600 810 770 760 M 418 880 Q 600 930 782 880 M 430 1000 Q 600 1050 770 1000`,
        p.shade,
        10,
        'opacity="0.6"',
      ) +
      `<ellipse cx="600" cy="420" rx="55" ry="14" fill="${p.deep}"/>` +
      line(`M 600 420 Q 590 300 520 220 M 600 420 Q 640 320 700 260`, '#6F7D55', 7) +
      `<ellipse cx="515" cy="210" rx="34" ry="18" fill="#8A9A6A" transform="rotate(-35 515 210)"/>` +
      `<ellipse cx="705" cy="250" rx="30" ry="16" fill="#8A9A6A" transform="rotate(30 705 250)"/>`,
    focus: [CX, 800],
    floor: { y: 1135, rx: 220 },
  };
};
