import path from 'node:path';

/** services/assets, both from src/ (tests) and dist/ (production). */
export const ASSETS_DIR = process.env.ASSETS_DIR || path.resolve(__dirname, '..', '..', 'assets');
