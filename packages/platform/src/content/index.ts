// stand-in until the content gate lands: `@agency/platform/content` as TYPES.md shows it, simply.
export { ContentGate, type ContentGateProps, type ContentRead } from './ContentGate';
export type * from './types';
