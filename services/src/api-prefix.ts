/**
 * Every route is served under /api (app.factory.ts); the contract's paths say so. A file of its own
 * so a controller can name a full route path without importing the app (openapi.ts imports it).
 */
export const API_PREFIX = 'api';
