import type en from './en-US';

export default {} satisfies Record<keyof typeof en, string>;
