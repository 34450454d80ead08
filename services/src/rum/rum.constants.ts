/** The remotes a report may name (packages/workspace/src/apps.js): a fixed set, so metric labels stay bounded. */
export const RUM_REMOTES = ['marketing', 'portfolio', 'blog', 'commerce', 'assistant', 'admin'] as const;
export type RumRemote = (typeof RUM_REMOTES)[number];

/** A released version (packages/release/src/version.js) or `base`, a remote served from its own build. */
export const RUM_VERSION = /^(base|\d{8}T\d{6}Z-[0-9a-f]{8})$/;

export const RUM_VITALS = ['LCP', 'INP', 'CLS'] as const;

/** What an INP names when the element that took the interaction is the frame's own (header, footer), no remote's. */
export const RUM_SHELL = 'shell';

/**
 * The longest INP taken, in milliseconds: an interaction answered after a minute is a page that hung
 * (or a forged figure), not a measure of a release, and would swing a p75 of few samples.
 */
export const RUM_INP_MAX_MS = 60_000;
export type RumVital = (typeof RUM_VITALS)[number];

/** What went wrong: an uncaught error in a remote's code, or a remote's file that did not load. */
export const RUM_PROBLEMS = ['error', 'load'] as const;

/** Versions per remote kept as metric labels; an older one's series are dropped when a newer one reports. */
export const RUM_VERSIONS_PER_REMOTE = 4;

/**
 * Problems (errors and failed loads) counted per remote and visit: the error rate is the share of
 * visits that saw one. A page that loops on an error, or someone replaying one real visit's token
 * from many addresses, weighs as one bad visit, not hundreds.
 */
export const RUM_PROBLEMS_PER_VISIT = 1;

/** Reports kept in the database: enough to compare a release with the one before it. */
export const RUM_RETENTION_DAYS = 30;

/** Reports per client address and minute (RUM_RATE_PER_IP): a page sends one or two. */
export const RUM_RATE_DEFAULT = 600;
