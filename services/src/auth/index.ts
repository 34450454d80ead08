/** What other modules use: protect a route with `@UseGuards(AuthGuard)`, read `@CurrentUser()`. */
export { AuthGuard, type AuthenticatedRequest } from './auth.guard';
export { CurrentUser } from './current-user.decorator';
export type { AuthUser } from './token';
