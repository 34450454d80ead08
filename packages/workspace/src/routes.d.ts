/** Types of routes.js for TypeScript callers. */
export interface RouteTable {
  owners: ReadonlyArray<{ path: string; remote: string }>;
  redirects: Readonly<Record<string, string>>;
}

export function loadRouteTable(file?: string): RouteTable;
export function matches(pattern: string, pathname: string): boolean;
export function ownerOf(pathname: string, table: RouteTable): string | null;
