/** Types of needs.js, for the TypeScript test suites (services, e2e). */
export function onPath(name: string, env?: NodeJS.ProcessEnv): string | undefined;
export function strictNeeds(env?: NodeJS.ProcessEnv): boolean;
export function missingText(missing: string[]): string;
/** jest's `test`/`it` (the global `test` by default) for tests that need what `missing` names. */
export function testNeeding<T extends (name: string, ...rest: never[]) => void = jest.It>(missing: string[], run?: T & { skip: T }): T;
/** jest's `describe` for a group that needs what `missing` names. */
export function describeNeeding(missing: string[]): (name: string, fn: () => void) => void;
