import { style } from '@vanilla-extract/css';
import { page } from '../pageHead.css';

export { count, empty, toolbar } from '../pageHead.css';

/** The page answers to its own width (a container query), like every page composition. */
export const root = style([page, { containerType: 'inline-size' }]);
