/**
 * The server's part of headless: what reads request headers with Node-only
 * libraries, kept out of the browser bundle.
 */
export { parseAcceptLanguage, resolveLocale } from './locale/locale.server';
