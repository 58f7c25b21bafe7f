import { CX, line, shape, stitch, type ShapeDraw } from './helpers';

const legs = (hemY: number, hemWidth: number) =>
  `M 410 300 L 790 300 L 800 360 L ${CX + 215 + hemWidth / 2} ${hemY} L ${CX + 215 - hemWidth / 2 + 20} ${hemY} ` +
  `L ${CX} 600 L ${CX - 215 + hemWidth / 2 - 20} ${hemY} L ${CX - 215 - hemWidth / 2} ${hemY} L 400 360 Z`;

const waistband = (p: Parameters<ShapeDraw>[0]) =>
  shape(`M 408 250 L 792 250 L 796 318 L 404 318 Z`, p.shade) +
  [450, 540, 660, 750].map((x) => shape(`M ${x} 244 L ${x + 18} 244 L ${x + 18} 330 L ${x} 330 Z`, p.base)).join('') +
  `<circle cx="${CX}" cy="284" r="12" fill="${p.brass}"/>`;

export const trousers: ShapeDraw = (p) => ({
  svg:
    shape(legs(1250, 200), p.base) +
    waistband(p) +
    stitch(`M 600 330 L 600 520 Q 600 560 640 560 L 650 330`, p.line) +
    line(`M 420 330 Q 470 420 530 330 M 780 330 Q 730 420 670 330`, p.line, 5, 'opacity="0.6"') +
    line(`M 500 640 Q 480 900 470 1240 M 700 640 Q 720 900 730 1240`, p.shade, 8, 'opacity="0.5"') +
    line(`M 375 1215 L 568 1215 M 632 1215 L 825 1215`, p.line, 4, 'opacity="0.6"'),
  focus: [CX, 360],
  floor: { y: 1270, rx: 260 },
});

export const shorts: ShapeDraw = (p) => ({
  svg:
    shape(`M 410 300 L 790 300 L 800 360 L 870 860 L 640 880 L 600 600 L 560 880 L 330 860 L 400 360 Z`, p.base) +
    waistband(p) +
    stitch(`M 600 330 L 600 520 Q 600 560 640 560 L 650 330`, p.line) +
    line(`M 420 330 Q 470 420 530 330 M 780 330 Q 730 420 670 330`, p.line, 5, 'opacity="0.6"') +
    line(`M 340 825 L 560 845 M 640 845 L 860 825`, p.line, 4, 'opacity="0.6"') +
    stitch(`M 700 600 L 800 590 L 810 700 L 712 712 Z`, p.line),
  focus: [CX, 420],
  floor: { y: 900, rx: 280 },
});

export const apron: ShapeDraw = (p) => ({
  svg:
    line(`M 470 330 Q 600 120 730 330`, p.shade, 20) +
    line(`M 400 700 Q 250 760 230 900 M 800 700 Q 950 760 970 900`, p.shade, 18) +
    shape(
      `M 470 320 L 730 320 L 740 640 Q 820 700 830 800 L 860 1240 L 340 1240 L 370 800 Q 380 700 460 640 Z`,
      p.base,
    ) +
    stitch(`M 486 340 L 714 340 L 722 630`, p.line) +
    stitch(`M 420 860 L 780 860 L 780 1010 L 420 1010 Z M 600 860 L 600 1010`, p.line) +
    line(`M 360 1212 L 840 1212`, p.line, 4, 'opacity="0.5"'),
  focus: [CX, 900],
  floor: { y: 1260, rx: 280 },
});
