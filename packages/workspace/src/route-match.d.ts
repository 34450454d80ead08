/** Types of route-match.js for TypeScript callers (the shell's route table). */
export interface RouteOwners<Remote extends string = string> {
  owners: ReadonlyArray<{ path: string; remote: Remote }>;
}

export function matches(pattern: string, pathname: string): boolean;
export function ownerOf<Remote extends string>(pathname: string, table: RouteOwners<Remote>): Remote | null;
