import type { Colour } from './seed.types';

/** The shop's palette: muted, natural dyes that sit well together on a grid. */
export const COLOURS = {
  sand: { name: 'Sand', hex: '#D6C4A3' },
  oat: { name: 'Oat', hex: '#E2D7C1' },
  ecru: { name: 'Ecru', hex: '#EEE6D6' },
  chalk: { name: 'Chalk', hex: '#F3F1EA' },
  white: { name: 'White', hex: '#F7F6F2' },
  stone: { name: 'Stone', hex: '#B9B2A6' },
  charcoal: { name: 'Charcoal', hex: '#3A3A3C' },
  black: { name: 'Black', hex: '#1E1E1F' },
  ink: { name: 'Ink', hex: '#1F2940' },
  navy: { name: 'Navy', hex: '#26324D' },
  indigo: { name: 'Indigo', hex: '#2F3E66' },
  rinse: { name: 'Rinse', hex: '#27334F' },
  faded: { name: 'Faded Blue', hex: '#6E86A6' },
  sky: { name: 'Sky', hex: '#A8C3D8' },
  forest: { name: 'Forest', hex: '#2F4A3B' },
  olive: { name: 'Olive', hex: '#6A6B3E' },
  sage: { name: 'Sage', hex: '#9DAE8C' },
  moss: { name: 'Moss', hex: '#5E6B45' },
  rust: { name: 'Rust', hex: '#A9522B' },
  terracotta: { name: 'Terracotta', hex: '#C46C4B' },
  clay: { name: 'Clay', hex: '#B98266' },
  ochre: { name: 'Ochre', hex: '#C7922F' },
  honey: { name: 'Honey', hex: '#D9A848' },
  burgundy: { name: 'Burgundy', hex: '#6B2434' },
  plum: { name: 'Plum', hex: '#5A3550' },
  rose: { name: 'Dusty Rose', hex: '#D2A6A0' },
  cognac: { name: 'Cognac', hex: '#95552D' },
  tan: { name: 'Tan', hex: '#C39A6B' },
  brown: { name: 'Chocolate', hex: '#4E3426' },
  grey: { name: 'Grey Marl', hex: '#9C9C9A' },
  slate: { name: 'Slate', hex: '#596670' },
  natural: { name: 'Natural', hex: '#E7DCC5' },
  speckled: { name: 'Speckled White', hex: '#ECE8E0' },
  celadon: { name: 'Celadon', hex: '#B5C7B0' },
  smoke: { name: 'Smoke', hex: '#6F6C69' },
} as const satisfies Record<string, Colour>;

/** Sizes for tops and knitwear. */
export const TOP_SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
/** Waist sizes (inches) for trousers and jeans. */
export const WAIST_SIZES = ['28', '30', '32', '34', '36'] as const;
/** Sizes for socks and hats that come in two fits. */
export const SOCK_SIZES = ['S/M', 'L/XL'] as const;
/** Sizes for relaxed pieces cut in three. */
export const EASY_SIZES = ['S', 'M', 'L'] as const;
/** For accessories with a single fit: shown so shoppers know it fits all. */
export const ONE_SIZE = ['One size'] as const;
/** Products with no size at all (mugs, notebooks). */
export const NO_SIZE = [] as const;
