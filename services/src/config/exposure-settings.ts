/** The anonymous writes limited per client IP (sign-in has its own AUTH_RATE_* settings). */
export type LimitedWrite = 'inquiry' | 'contact' | 'payment' | 'assistant';

export interface WriteLimit {
  /** Requests allowed per client IP within `windowSeconds`. */
  perIp: number;
  windowSeconds: number;
}

export interface ExposureSettings {
  writeLimits: Record<LimitedWrite, WriteLimit>;
  /** Total bytes of one inquiry's upload (all files and fields); past it the upload is stopped. */
  uploadMaxTotalBytes: number;
  /** Serve /api/docs and /api/docs-json: only where API_DOCS=on (off by default, wherever it runs). */
  apiDocs: boolean;
}

type Int = (name: string, fallback: number, min: number, max: number) => number;

/**
 * What anonymous clients may do and see. Read by load-config.ts with its own number parser, so
 * a bad value is reported with the others.
 */
export function readExposureSettings(env: Record<string, string | undefined>, int: Int, problems: string[]): ExposureSettings {
  const windowSeconds = int('WRITE_RATE_WINDOW_SECONDS', 3600, 1, 24 * 3600);
  const docs = env.API_DOCS;
  if (docs !== undefined && docs !== '' && docs !== 'on' && docs !== 'off') problems.push(`API_DOCS must be on or off (got "${docs}")`);
  return {
    writeLimits: {
      inquiry: { perIp: int('INQUIRY_RATE_PER_IP', 5, 1, 1_000_000), windowSeconds },
      contact: { perIp: int('CONTACT_RATE_PER_IP', 10, 1, 1_000_000), windowSeconds },
      payment: { perIp: int('PAYMENT_RATE_PER_IP', 20, 1, 1_000_000), windowSeconds },
      // A chat is many short messages: a visitor may ask a few questions a minute, a script may not.
      assistant: { perIp: int('ASSISTANT_RATE_PER_IP', 120, 1, 1_000_000), windowSeconds },
    },
    uploadMaxTotalBytes: int('UPLOAD_MAX_TOTAL_BYTES', 50 * 1024 * 1024, 1, 1024 * 1024 * 1024),
    // Off unless asked: `npm start` (NODE_ENV unset) must not publish the whole API's map.
    apiDocs: docs === 'on',
  };
}
