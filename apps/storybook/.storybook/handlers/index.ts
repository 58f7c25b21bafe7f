import { baseHandlers } from './base';

/**
 * MSW answers for the whole store API, one file per area, so every story works
 * with no server. Stories override single answers with `parameters.msw.handlers`.
 */
export const handlers = {
  base: baseHandlers,
};
