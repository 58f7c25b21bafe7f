import { z } from 'zod';

// zod as every schema of the contract builds on it, set up before the first parse: in the browser
// zod parses without compiling code, because the shop's Content-Security-Policy allows no eval (zod's
// first parse would otherwise try `new Function` and report a violation). Done here rather than in the
// page's entry, so pages that never parse a schema do not download zod. This module is listed under
// `sideEffects` in package.json, so bundlers run it wherever the contract is used.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
