import { CX, line, shape, stitch, type ShapeDraw } from './helpers';

export const cardholder: ShapeDraw = (p) => ({
  svg:
    shape(`M 330 560 L 870 560 L 870 1080 Q 870 1120 830 1120 L 370 1120 Q 330 1120 330 1080 Z`, p.base) +
    shape(`M 380 500 L 760 500 Q 780 500 780 520 L 780 700 L 380 700 Z`, p.paper) +
    line(`M 420 560 L 600 560`, '#C8BFAF', 10) +
    shape(`M 330 640 Q 600 610 870 640 L 870 760 L 330 760 Z`, p.shade) +
    shape(`M 330 800 Q 600 770 870 800 L 870 920 L 330 920 Z`, p.shade) +
    stitch(`M 350 580 L 350 1090 Q 350 1100 370 1100 L 830 1100 Q 850 1100 850 1090 L 850 580`, p.line),
  focus: [CX, 700],
  floor: { y: 1140, rx: 300 },
  scale: 1.1,
});

export const wallet: ShapeDraw = (p) => ({
  svg:
    shape(
      `M 300 600 Q 300 560 340 560 L 860 560 Q 900 560 900 600 L 900 1040 Q 900 1080 860 1080 L 340 1080 Q 300 1080 300 1040 Z`,
      p.base,
    ) +
    shape(
      `M 600 560 L 860 560 Q 900 560 900 600 L 900 1040 Q 900 1080 860 1080 L 600 1080 Z`,
      p.shade,
      'opacity="0.55"',
    ) +
    line(`M 600 570 L 600 1070`, p.deep, 6, 'opacity="0.6"') +
    stitch(
      `M 322 590 L 322 1050 Q 322 1058 332 1058 L 868 1058 Q 878 1058 878 1050 L 878 590 Q 878 582 868 582 L 332 582 Q 322 582 322 590 Z`,
      p.line,
    ),
  focus: [600, 820],
  floor: { y: 1100, rx: 320 },
});

export const keyfob: ShapeDraw = (p) => ({
  svg:
    `<circle cx="600" cy="420" r="90" fill="none" stroke="${p.brass}" stroke-width="18"/>` +
    shape(`M 540 490 L 660 490 L 680 1080 Q 680 1160 600 1160 Q 520 1160 520 1080 Z`, p.base) +
    shape(`M 540 490 L 660 490 L 662 560 L 538 560 Z`, p.shade) +
    line(`M 600 560 L 600 1120`, p.shade, 5, 'opacity="0.6"') +
    stitch(`M 548 600 L 560 1080 Q 565 1130 600 1132 Q 635 1130 640 1080 L 652 600`, p.line) +
    `<circle cx="600" cy="525" r="10" fill="${p.brass}"/>`,
  focus: [600, 520],
  floor: { y: 1180, rx: 130 },
  scale: 1.1,
});
