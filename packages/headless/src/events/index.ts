export { ALL_EVENTS, createEventBus } from './bus';
export type * from './events.types';
