import type { RequestRefused } from './request-guard';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page a browser gets when the request guard refuses a page request (4xx, never the 500 page). */
export function refusalPage(refusal: RequestRefused): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${refusal.status} · Vitrine</title></head><body><main><h1>We could not read that request</h1><p>${escapeHtml(refusal.message)}.</p><p><a href="/">Back to the shop</a></p></main></body></html>`;
}
