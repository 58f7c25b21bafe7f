import { beanie, backpack, cap, pouch, scarf, socks, tote } from './accessories';
import { apron, shorts, trousers } from './bottoms';
import { candleJar, candlePillar, candleTaper, cards, notebook, pen, planner } from './desk';
import type { ShapeDraw } from './helpers';
import { cardholder, keyfob, wallet } from './leather';
import { bowl, cup, mug, plate, vase } from './tableware';
import { napkin, throwBlanket, towel } from './textiles';
import { cardigan, longsleeve, shirt, sweater, tank, tee } from './tops';

/** Every product illustration, by the name the demo catalog uses. */
export const SHAPES = {
  tee,
  longsleeve,
  tank,
  shirt,
  sweater,
  cardigan,
  trousers,
  shorts,
  apron,
  beanie,
  cap,
  scarf,
  socks,
  tote,
  backpack,
  pouch,
  cardholder,
  wallet,
  keyfob,
  mug,
  cup,
  bowl,
  plate,
  vase,
  napkin,
  towel,
  throw: throwBlanket,
  'candle-pillar': candlePillar,
  'candle-taper': candleTaper,
  'candle-jar': candleJar,
  notebook,
  planner,
  cards,
  pen,
} satisfies Record<string, ShapeDraw>;

export type ShapeName = keyof typeof SHAPES;
