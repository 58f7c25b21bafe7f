/** English texts of the site-wide parts: consent, region prompt, currency, theme preview, errors: the source of this area's keys. */
export default {
  'site.preview.banner': 'You are previewing the {theme} theme.',
  'site.preview.leave': 'Leave preview',
  'site.currency.label': 'Currency',
  'site.currency.change': 'Change currency',
  'site.price.sale': 'Sale price',
  'site.price.regular': 'Regular price',
  'site.cookieSettings': 'Cookie settings',
  'site.consent.saveFailed': 'Your cookie choices could not be saved. Please try again.',
  'site.chunk.title': 'This part of the page could not be loaded',
  'site.chunk.timeout': 'The connection timed out. Check your connection and try again.',
  'site.chunk.failed': 'Part of the page could not be downloaded. Please try again.',
} as const;
