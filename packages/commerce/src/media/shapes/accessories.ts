import { clipped, CX, line, ribs, shape, stitch, type ShapeDraw } from './helpers';

const BEANIE_DOME = `M 370 860 C 360 470 840 470 830 860 Z`;

export const beanie: ShapeDraw = (p) => ({
  svg:
    shape(BEANIE_DOME, p.base) +
    clipped('dome', BEANIE_DOME, ribs(370, 830, 500, 860, 30, p.line)) +
    shape(`M 345 830 Q 600 800 855 830 L 862 1010 Q 600 1040 338 1010 Z`, p.shade) +
    ribs(345, 855, 835, 1015, 30, p.line) +
    line(`M 345 830 Q 600 800 855 830`, p.deep, 6, 'opacity="0.5"'),
  focus: [CX, 860],
  floor: { y: 1050, rx: 270 },
  scale: 1.35,
});

const CAP_CROWN = `M 360 860 C 350 540 850 540 840 860 Z`;

export const cap: ShapeDraw = (p) => ({
  svg:
    shape(CAP_CROWN, p.base) +
    clipped(
      'crown',
      CAP_CROWN,
      line(
        `M 600 585 Q 560 720 560 860 M 600 585 Q 700 700 720 860 M 600 585 Q 480 700 450 860`,
        p.line,
        4,
        'opacity="0.55"',
      ) + stitch(`M 340 660 Q 600 610 860 660`, p.line),
    ) +
    `<circle cx="600" cy="588" r="16" fill="${p.shade}"/>` +
    shape(`M 330 860 Q 600 820 870 860 Q 900 960 600 990 Q 300 960 330 860 Z`, p.shade) +
    stitch(`M 380 880 Q 600 850 820 880`, p.line),
  focus: [CX, 700],
  floor: { y: 1010, rx: 280 },
  scale: 1.3,
});

export const scarf: ShapeDraw = (p) => {
  const fringe = (y: number, x1: number, x2: number) => {
    let d = '';
    for (let x = x1 + 10; x < x2; x += 22) d += `M ${x} ${y} L ${x + 4} ${y + 70} `;
    return line(d, p.shade, 7);
  };
  return {
    svg:
      shape(`M 430 300 L 770 300 L 770 1130 L 430 1130 Z`, p.base) +
      shape(`M 430 300 L 770 300 L 770 560 Q 600 600 430 560 Z`, p.shade) +
      line(`M 430 560 Q 600 600 770 560`, p.deep, 5, 'opacity="0.5"') +
      line(`M 430 1010 L 770 1010 M 430 1050 L 770 1050`, p.light, 12, 'opacity="0.75"') +
      fringe(1130, 430, 770),
    focus: [CX, 1060],
    floor: { y: 1230, rx: 220 },
  };
};

const sock = (p: Parameters<ShapeDraw>[0], dx: number, dy: number, fill: string) =>
  `<g transform="translate(${dx} ${dy})">` +
  shape(
    `M 420 300 L 610 300 L 610 860 Q 610 930 690 950 L 850 990 Q 920 1010 910 1080 Q 895 1150 820 1145 L 560 1120 Q 430 1100 425 980 Z`,
    fill,
  ) +
  shape(`M 420 300 L 610 300 L 610 420 L 420 420 Z`, p.shade) +
  ribs(420, 610, 305, 415, 24, p.line) +
  shape(`M 425 980 Q 430 1100 560 1120 L 575 1050 Q 490 1030 490 960 Z`, p.shade) +
  shape(`M 850 990 Q 920 1010 910 1080 Q 895 1150 820 1145 Q 800 1060 850 990 Z`, p.shade) +
  '</g>';

export const socks: ShapeDraw = (p) => ({
  svg: sock(p, -150, -60, p.shade) + sock(p, 40, 20, p.base),
  focus: [560, 420],
  floor: { y: 1190, rx: 320 },
});

export const tote: ShapeDraw = (p) => ({
  svg:
    line(`M 470 560 Q 470 260 600 260 Q 730 260 730 560`, p.shade, 34) +
    shape(`M 360 540 L 840 540 L 860 1180 L 340 1180 Z`, p.base) +
    line(`M 470 560 L 470 700 M 730 560 L 730 700`, p.shade, 34) +
    stitch(`M 372 580 L 828 580`, p.line) +
    stitch(`M 455 700 L 485 700 M 715 700 L 745 700`, p.line) +
    line(`M 345 1130 L 855 1130`, p.line, 4, 'opacity="0.5"'),
  focus: [CX, 600],
  floor: { y: 1200, rx: 300 },
});

export const backpack: ShapeDraw = (p) => ({
  svg:
    line(`M 540 330 Q 600 230 660 330`, p.shade, 22) +
    shape(
      `M 390 380 Q 390 320 450 320 L 750 320 Q 810 320 810 380 L 830 1150 Q 830 1200 780 1200 L 420 1200 Q 370 1200 370 1150 Z`,
      p.base,
    ) +
    shape(`M 390 380 Q 390 320 450 320 L 750 320 Q 810 320 810 380 L 815 620 Q 600 660 385 620 Z`, p.shade) +
    shape(`M 450 840 L 750 840 L 760 1120 L 440 1120 Z`, p.shade) +
    line(`M 490 600 L 490 880 M 710 600 L 710 880`, '#6B4A32', 22) +
    `<rect x="474" y="840" width="32" height="40" rx="4" fill="none" stroke="${p.brass}" stroke-width="7"/>` +
    `<rect x="694" y="840" width="32" height="40" rx="4" fill="none" stroke="${p.brass}" stroke-width="7"/>` +
    stitch(`M 458 860 L 742 860`, p.line),
  focus: [CX, 760],
  floor: { y: 1220, rx: 280 },
});

export const pouch: ShapeDraw = (p) => ({
  svg:
    shape(
      `M 300 600 Q 300 560 340 560 L 860 560 Q 900 560 900 600 L 900 1060 Q 900 1100 860 1100 L 340 1100 Q 300 1100 300 1060 Z`,
      p.base,
    ) +
    line(`M 330 640 L 870 640`, '#8F8A80', 16) +
    line(`M 330 640 L 870 640`, p.brass, 4, 'stroke-dasharray="6 6"') +
    shape(`M 820 630 L 860 630 L 872 720 Q 842 740 812 720 Z`, p.brass) +
    stitch(`M 330 1070 L 870 1070`, p.line),
  focus: [820, 680],
  floor: { y: 1120, rx: 320 },
  scale: 1.1,
});
