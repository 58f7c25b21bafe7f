/**
 * The kit's built-in fallback pictures (spec 8: "image load failure: falls
 * back to error image or default image"), as small SVG files inlined in data
 * URLs so they load with the page and cannot fail themselves. A mid grey at
 * half opacity reads on light and dark themes alike; a store can pass its own
 * `errorSrc` / `defaultSrc` instead.
 */
const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000"><g fill="none" stroke="#808080" stroke-opacity=".55" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>`,
  )}`;

/** A picture frame with a mountain and a sun: the product has no picture. */
export const DEFAULT_IMAGE_SRC = svg(
  '<rect x="250" y="380" width="300" height="240" rx="18"/><path d="M270 590l90-100 70 70 50-45 50 75"/><circle cx="480" cy="440" r="22"/>',
);

/** The same frame torn in two: the picture could not be loaded. */
export const ERROR_IMAGE_SRC = svg(
  '<path d="M250 398a18 18 0 0 1 18-18h130l-30 80 40 40-30 120H268a18 18 0 0 1-18-18z"/><path d="M448 380h84a18 18 0 0 1 18 18v204a18 18 0 0 1-18 18H418l30-120-40-40z"/>',
);
