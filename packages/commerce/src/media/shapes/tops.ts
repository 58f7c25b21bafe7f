import { buttons, CX, line, mirrored, ribs, shape, stitch, type ShapeDraw } from './helpers';

/** The inside back of a round neckline, seen from the front. */
const crewNeck = (fill: string, rib: string, width = 95, y = 318, depth = 70) =>
  shape(
    `M ${CX - width} ${y} Q ${CX} ${y + depth * 1.15} ${CX + width} ${y} Q ${CX} ${y + 22} ${CX - width} ${y} Z`,
    fill,
  ) + line(`M ${CX - width} ${y} Q ${CX} ${y + depth * 1.15} ${CX + width} ${y}`, rib, 16);

export const tee: ShapeDraw = (p) => ({
  svg:
    shape(
      mirrored([
        [0, 330],
        [95, 318],
        [225, 352],
        [405, 520],
        [318, 622],
        [235, 550],
        [235, 1165],
        [0, 1178],
      ]),
      p.base,
    ) +
    crewNeck(p.deep, p.shade) +
    line(`M 987 503 L 900 605 M 213 503 L 300 605`, p.line, 4, 'opacity="0.6"') +
    line(`M 370 1138 L 830 1138`, p.line, 4, 'opacity="0.5"') +
    line(`M 520 760 Q 560 900 540 1080`, p.shade, 10, 'opacity="0.5"'),
  focus: [CX, 380],
  floor: { y: 1215, rx: 300 },
});

export const longsleeve: ShapeDraw = (p) => ({
  svg:
    shape(
      mirrored([
        [0, 330],
        [95, 318],
        [225, 352],
        [330, 520],
        [395, 1075],
        [300, 1090],
        [240, 640],
        [235, 1165],
        [0, 1178],
      ]),
      p.base,
    ) +
    crewNeck(p.deep, p.shade) +
    line(`M 895 1030 L 990 1018 M 305 1030 L 210 1018`, p.line, 5, 'opacity="0.6"') +
    line(`M 370 1138 L 830 1138`, p.line, 4, 'opacity="0.5"') +
    // Three-button placket: reads as a henley on some colours, a boat neck on others.
    line(`M 600 380 L 600 520`, p.line, 4, 'opacity="0.35"'),
  focus: [CX, 400],
  floor: { y: 1215, rx: 300 },
});

export const tank: ShapeDraw = (p) => ({
  svg:
    shape(
      mirrored([
        [0, 470],
        [110, 380],
        [150, 300],
        [200, 300],
        [215, 560],
        [225, 1165],
        [0, 1178],
      ]),
      p.base,
    ) +
    line(`M 490 380 Q 600 520 710 380`, p.shade, 14) +
    line(`M 815 560 Q 760 470 795 300 M 385 560 Q 440 470 405 300`, p.shade, 12) +
    ribs(380, 820, 600, 1150, 26, p.line),
  focus: [CX, 470],
  floor: { y: 1215, rx: 260 },
});

export const shirt: ShapeDraw = (p) => ({
  svg:
    shape(
      mirrored([
        [0, 330],
        [80, 300],
        [235, 345],
        [330, 500],
        [400, 1060],
        [305, 1080],
        [245, 640],
        [240, 1150],
        [110, 1185],
        [0, 1165],
      ]),
      p.base,
    ) +
    // Cuffs and yoke seam.
    shape(`M 1000 1020 L 905 1035 L 915 1088 L 1012 1073 Z M 200 1020 L 295 1035 L 285 1088 L 188 1073 Z`, p.shade) +
    line(`M 365 420 Q 600 445 835 420`, p.line, 4, 'opacity="0.5"') +
    // Collar points over the neck band.
    shape(`M 520 300 L 600 360 L 680 300 L 690 330 L 600 420 L 510 330 Z`, p.deep) +
    shape(`M 520 300 L 600 385 L 555 450 L 490 335 Z`, p.light) +
    shape(`M 680 300 L 600 385 L 645 450 L 710 335 Z`, p.light) +
    line(`M 600 385 L 600 1165`, p.line, 4, 'opacity="0.7"') +
    buttons(CX + 18, [470, 600, 730, 860, 990, 1110], p) +
    stitch(`M 700 560 L 800 560 L 800 680 L 750 700 L 700 680 Z`, p.line),
  focus: [CX, 420],
  floor: { y: 1215, rx: 310 },
});

export const sweater: ShapeDraw = (p) => ({
  svg:
    shape(
      mirrored([
        [0, 330],
        [100, 318],
        [235, 352],
        [340, 520],
        [410, 1040],
        [310, 1060],
        [250, 640],
        [245, 1180],
        [0, 1180],
      ]),
      p.base,
    ) +
    shape(`M 910 1000 L 1010 990 L 1020 1070 L 920 1080 Z M 290 1000 L 190 990 L 180 1070 L 280 1080 Z`, p.shade) +
    shape(`M 355 1090 L 845 1090 L 845 1180 L 355 1180 Z`, p.shade) +
    ribs(355, 845, 1094, 1176, 22, p.line) +
    ribs(180, 290, 995, 1078, 20, p.line) +
    ribs(910, 1020, 995, 1078, 20, p.line) +
    crewNeck(p.deep, p.shade, 100, 318, 72) +
    line(`M 470 520 Q 520 760 480 1040 M 730 520 Q 690 760 720 1040`, p.shade, 8, 'opacity="0.45"'),
  focus: [CX, 1090],
  floor: { y: 1215, rx: 320 },
});

export const cardigan: ShapeDraw = (p) => ({
  svg:
    shape(
      mirrored([
        [0, 330],
        [100, 318],
        [235, 352],
        [340, 520],
        [410, 1040],
        [310, 1060],
        [250, 640],
        [245, 1180],
        [0, 1180],
      ]),
      p.base,
    ) +
    shape(`M 500 318 L 600 700 L 700 318 Q 600 340 500 318 Z`, p.deep) +
    line(`M 500 318 L 600 700 L 700 318`, p.shade, 22) +
    line(`M 600 700 L 600 1180`, p.shade, 22) +
    buttons(CX, [760, 850, 940, 1030, 1120], p, 13) +
    shape(`M 910 1000 L 1010 990 L 1020 1070 L 920 1080 Z M 290 1000 L 190 990 L 180 1070 L 280 1080 Z`, p.shade) +
    stitch(`M 400 860 L 520 860 L 520 990 L 400 990 Z M 680 860 L 800 860 L 800 990 L 680 990 Z`, p.line) +
    ribs(355, 845, 1110, 1176, 22, p.line),
  focus: [CX, 800],
  floor: { y: 1215, rx: 320 },
});
