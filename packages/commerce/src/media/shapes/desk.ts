import type { Palette } from '../palette';
import { CX, line, shape, stitch, type ShapeDraw } from './helpers';

const flame = (x: number, y: number) =>
  `<path d="M ${x} ${y - 80} Q ${x + 28} ${y - 30} ${x} ${y} Q ${x - 28} ${y - 30} ${x} ${y - 80} Z" fill="#F2B84B"/>` +
  `<path d="M ${x} ${y - 45} Q ${x + 12} ${y - 18} ${x} ${y} Q ${x - 12} ${y - 18} ${x} ${y - 45} Z" fill="#FBE3A1"/>` +
  line(`M ${x} ${y} L ${x} ${y + 22}`, '#3A3027', 5);

export const candlePillar: ShapeDraw = (p) => ({
  svg:
    shape(`M 430 560 L 770 560 L 770 1110 L 430 1110 Z`, p.base) +
    `<ellipse cx="600" cy="560" rx="170" ry="40" fill="${p.shade}"/>` +
    `<ellipse cx="600" cy="566" rx="130" ry="26" fill="${p.deep}" opacity="0.35"/>` +
    line(`M 470 600 L 470 1090`, p.light, 10, 'opacity="0.6"') +
    flame(600, 540),
  focus: [CX, 560],
  floor: { y: 1120, rx: 230 },
  scale: 1.15,
});

const taper = (x: number, p: Palette) =>
  shape(`M ${x - 26} 360 L ${x + 26} 360 L ${x + 30} 1020 L ${x - 30} 1020 Z`, p.base) +
  shape(
    `M ${x - 70} 1020 L ${x + 70} 1020 L ${x + 50} 1060 L ${x + 80} 1110 L ${x - 80} 1110 L ${x - 50} 1060 Z`,
    p.brass,
  ) +
  flame(x, 345);

export const candleTaper: ShapeDraw = (p) => ({
  svg: taper(510, p) + taper(690, p),
  focus: [600, 420],
  floor: { y: 1120, rx: 220 },
});

export const candleJar: ShapeDraw = (p) => ({
  svg:
    shape(`M 420 560 L 780 560 L 790 1080 Q 790 1120 750 1120 L 450 1120 Q 410 1120 410 1080 Z`, p.deep) +
    shape(`M 432 640 L 768 640 L 776 1076 Q 776 1104 748 1104 L 452 1104 Q 424 1104 424 1076 Z`, p.base) +
    `<ellipse cx="600" cy="640" rx="168" ry="30" fill="${p.shade}"/>` +
    shape(`M 470 780 L 730 780 L 730 960 L 470 960 Z`, p.paper) +
    line(`M 510 850 L 690 850`, '#6D6258', 10) +
    line(`M 540 890 L 660 890`, '#A89C8E', 6) +
    line(`M 440 600 L 440 1060`, '#FFFFFF', 10, 'opacity="0.25"') +
    flame(600, 625),
  focus: [CX, 860],
  floor: { y: 1130, rx: 240 },
  scale: 1.15,
});

export const notebook: ShapeDraw = (p) => ({
  svg:
    shape(`M 395 420 L 815 430 L 815 1150 L 395 1160 Z`, p.paper) +
    shape(`M 380 400 L 800 400 Q 820 400 820 420 L 820 1130 Q 820 1150 800 1150 L 380 1150 Z`, p.base) +
    shape(`M 380 400 L 440 400 L 440 1150 L 380 1150 Z`, p.shade) +
    line(`M 740 400 L 740 1150`, p.deep, 12) +
    stitch(`M 480 460 L 770 460`, p.line),
  focus: [720, 700],
  floor: { y: 1170, rx: 260 },
});

export const planner: ShapeDraw = (p) => {
  let rings = '';
  for (let x = 420; x <= 780; x += 40)
    rings += `<rect x="${x - 7}" y="380" width="14" height="60" rx="7" fill="#8F8A80"/>`;
  return {
    svg:
      shape(`M 360 410 L 840 410 L 840 1150 L 360 1150 Z`, p.base) +
      shape(`M 430 560 L 770 560 L 770 640 L 430 640 Z`, p.paper) +
      line(`M 470 600 L 730 600`, '#7A7066', 8) +
      rings,
    focus: [CX, 430],
    floor: { y: 1170, rx: 280 },
  };
};

export const cards: ShapeDraw = (p) => ({
  svg:
    shape(`M 300 700 L 780 660 L 820 1040 L 340 1080 Z`, p.shade) +
    shape(`M 380 600 L 880 600 L 880 960 L 380 960 Z`, p.base) +
    line(`M 630 880 Q 640 760 700 700 M 630 880 Q 580 780 560 740`, '#6F7D55', 6) +
    `<ellipse cx="700" cy="700" rx="40" ry="18" fill="#8A9A6A" transform="rotate(-40 700 700)"/>` +
    `<ellipse cx="560" cy="735" rx="36" ry="16" fill="#A9B58A" transform="rotate(50 560 735)"/>` +
    `<ellipse cx="655" cy="790" rx="30" ry="14" fill="#8A9A6A" transform="rotate(-20 655 790)"/>`,
  focus: [640, 760],
  floor: { y: 1090, rx: 320 },
});

export const pen: ShapeDraw = (p) => ({
  svg:
    `<g transform="rotate(-35 600 750)">` +
    shape(
      `M 180 720 L 940 720 Q 980 720 980 750 Q 980 780 940 780 L 180 780 Q 150 780 150 750 Q 150 720 180 720 Z`,
      p.base,
    ) +
    shape(`M 980 735 L 1040 750 L 980 765 Z`, '#8F8A80') +
    shape(`M 230 700 L 520 700 L 520 716 L 230 716 Z`, p.shade) +
    line(`M 200 735 L 900 735`, p.light, 6, 'opacity="0.6"') +
    line(`M 700 720 L 700 780`, p.shade, 4) +
    `</g>`,
  focus: [820, 620],
  floor: { y: 1120, rx: 300 },
});
