export { brand, type Brand } from './brand';
export { AuthProvider, useAuth, type AuthContextValue } from './auth/AuthContext';
export {
  TOKEN_KEY,
  USER_KEY,
  readSession,
  writeSession,
  clearSession,
  currentToken,
  isExpired,
  tokenExpiry,
  type SessionUser,
  type StoredSession,
} from './auth/session';
export { apiFetch, apiRequest, ApiError, type ApiErrorBody, type ApiRequestOptions } from './api/client';
export { useDocumentMeta, formatTitle, type DocumentMetaOptions } from './meta/useDocumentMeta';
export { RemoteMount, type RemoteMountProps } from './remotes/RemoteMount';
export {
  configureRemoteLoader,
  loadRemoteModule,
  resetRemoteModule,
  RemoteUnavailableError,
  type RemoteLoader,
} from './remotes/loader';
export type * from './remotes/contracts';
