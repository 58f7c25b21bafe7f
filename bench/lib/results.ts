import type { Downloads } from './browser';
import type { LighthouseFigures } from './lighthouse';
import type { LoadFigures, SequentialFigures } from './load';

/** The storefront's two databases, as the bench names them. */
export type DatabaseName = 'embedded' | 'postgres';
export const DATABASES: readonly DatabaseName[] = ['embedded', 'postgres'];

/** Pages measured under load: the floor's product page is the base of every ratio. */
export type PageName = 'product' | 'home' | 'collection' | 'search';
export const PAGES: readonly PageName[] = ['product', 'home', 'collection', 'search'];

/** Medians of the interleaved rounds of one target, and each round's figures. */
export interface LoadSummary {
  reqPerSec: number;
  p99Ms: number;
  failures: number;
  /** Median CPU of the server (and its database's backends) per request. */
  cpuMsPerRequest: number;
  rounds: LoadFigures[];
  /** req/s ÷ the floor's product page req/s of the same run (p99 ratio for add-to-cart). */
  ratio?: number;
  /** The floor's CPU per request ÷ this target's: capacity per core as a ratio, little moved by other work. */
  cpuRatio?: number;
}

/** One catalogue size of the scaling section. */
export interface ScalePoint {
  products: number;
  /** How long the generator took to grow the catalogue to this size. */
  generateMs?: number;
  startMs?: number;
  search: SequentialFigures;
  productPage: SequentialFigures;
  peakRssBytes?: number | null;
}

export interface ServerFigures {
  startMs: number;
  peakRssBytes: number | null;
}

/** Everything one `pnpm bench` run measured, as written to bench/results/<date>.json. */
export interface BenchResults {
  startedAt: string;
  finishedAt?: string;
  durationSec?: number;
  quick: boolean;
  sections: string[];
  machine: Record<string, string | number | boolean | number[]>;
  settings: Record<string, string | number | number[] | string[]>;
  servers: Partial<Record<'floor' | DatabaseName, ServerFigures>>;
  ssr?: {
    floor: { product: LoadSummary };
  } & Partial<Record<DatabaseName, Partial<Record<PageName, LoadSummary>>>>;
  cart?: { floor: LoadSummary; postgres: LoadSummary };
  downloads?: { floor: Downloads; vitrine: Downloads; database: DatabaseName; jsRatio: number; cssRatio: number };
  lighthouse?: {
    database: DatabaseName;
    floor: { product: LighthouseFigures };
    vitrine: Partial<Record<'product' | 'home' | 'collection' | 'cart', LighthouseFigures>>;
  };
  scaling?: Partial<Record<DatabaseName, ScalePoint[]>>;
  errors: Array<{ section: string; message: string }>;
}
