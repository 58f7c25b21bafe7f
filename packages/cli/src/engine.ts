/**
 * The engine, loaded when a command is about to run: `vitrine --help`, a command's help and usage errors
 * answer without it (loading it takes about 2 s, most of the command's start).
 */
import type * as Engine from '@vitrine/commerce';

let loaded: typeof Engine | undefined;

export async function loadEngine(): Promise<typeof Engine> {
  loaded ??= await import('@vitrine/commerce');
  return loaded;
}

/** The engine inside a running command (`main` loads it before `run`). */
export function engine(): typeof Engine {
  if (!loaded) throw new Error('The engine is loaded before a command runs (loadEngine)');
  return loaded;
}

/** Whether `error` is the engine's refusal (never, before the engine is loaded). */
export function isCommerceError(error: unknown): error is Engine.CommerceError {
  return loaded !== undefined && error instanceof loaded.CommerceError;
}

/** An amount in the store currency as its CSV text ('6.50'). */
export const formatPrice = (minor: number): string => engine().formatPrice(minor);

/** A decimal amount ('6.50') as integer minor units, undefined when it is not one. */
export const parsePrice = (text: string): number | undefined => engine().parsePrice(text);
