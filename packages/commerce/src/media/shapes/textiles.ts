import { CX, line, shape, stitch, type ShapeDraw } from './helpers';

export const napkin: ShapeDraw = (p) => ({
  svg:
    shape(`M 300 760 L 900 760 L 900 1100 L 300 1100 Z`, p.shade) +
    shape(`M 320 700 L 880 700 L 880 1040 L 320 1040 Z`, p.base) +
    shape(`M 340 640 L 860 640 L 860 980 L 340 980 Z`, p.light) +
    stitch(`M 370 670 L 830 670 L 830 950 L 370 950 Z`, p.line) +
    line(`M 600 640 L 600 980`, p.shade, 5, 'opacity="0.5"'),
  focus: [CX, 760],
  floor: { y: 1120, rx: 330 },
});

export const towel: ShapeDraw = (p) => ({
  svg:
    line(`M 380 300 L 820 300`, '#8B7A62', 16) +
    line(`M 600 300 Q 570 360 600 400 Q 630 360 600 300`, p.shade, 8) +
    shape(`M 400 390 L 800 390 L 810 1160 L 390 1160 Z`, p.base) +
    line(
      `M 398 500 L 802 500 M 398 540 L 802 540 M 395 1030 L 805 1030 M 395 1070 L 805 1070`,
      p.isDark ? p.light : p.line,
      14,
      'opacity="0.7"',
    ) +
    line(`M 700 400 Q 690 780 720 1150`, p.shade, 8, 'opacity="0.4"'),
  focus: [CX, 520],
  floor: { y: 1200, rx: 240 },
});

export const throwBlanket: ShapeDraw = (p) => {
  let fringe = '';
  for (let y = 640; y < 1120; y += 24) fringe += `M 880 ${y} L 940 ${y + 6} `;
  return {
    svg:
      shape(`M 300 900 L 880 900 L 880 1130 L 300 1130 Z`, p.shade) +
      shape(`M 300 760 L 880 760 L 880 920 L 300 920 Z`, p.base) +
      shape(`M 300 620 L 880 620 L 880 780 L 300 780 Z`, p.light) +
      line(fringe, p.shade, 6) +
      line(
        `M 300 660 L 880 660 M 300 800 L 880 800 M 300 940 L 880 940`,
        p.isDark ? p.light : p.deep,
        6,
        'opacity="0.5"',
      ) +
      line(`M 360 620 L 360 1130 M 820 620 L 820 1130`, p.isDark ? p.light : p.deep, 6, 'opacity="0.5"'),
    focus: [820, 800],
    floor: { y: 1150, rx: 330 },
  };
};
