/**
 * The sign-in dialog as its own module, so `React.lazy` can load it (and Radix
 * Dialog) on demand: importing `@vitrine/ui` itself lazily would pull the
 * whole kit into one chunk.
 */
export { LoginDialog as default } from '@vitrine/ui';
