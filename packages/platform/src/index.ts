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
export { api, answer, ApiError, configureApiOrigin, formDataBody, type ApiErrorBody } from './api/client';
export { refusalOf, type ApiMethod, type Refusal, type RefusalStatus } from './api/refusals';
// The contract's types (one per DTO and enum: CatalogDto, Currency, ...). The enum lists
// (currencyValues, ...) are values: they come from '@agency/platform/api-schema', which is not a
// shared module, so each front end bundles only the lists it uses (shared modules are provided
// whole: every list would reach every first load, needed or not).
export type * from './api/schema';
export { useDocumentMeta, formatTitle, DocumentMetaSink, type DocumentMeta, type DocumentMetaOptions } from './meta/useDocumentMeta';
export { NotFoundPage } from './meta/NotFoundPage';
export { PageRedirect } from './meta/PageRedirect';
export { RemoteMount, forgetRemoteMounts, type RemoteMountProps } from './remotes/RemoteMount';
export { useIdleAfter } from './remotes/useIdleAfter';
export { usePageLive } from './remotes/usePageLive';
export { HOLD_LIMIT_MS, LIVE_ATTRIBUTE, PART_ATTRIBUTE, PartCommitted, PartOutline, ReadinessProvider, ReadySuspense, useReadyPart } from './remotes/readiness';
export {
  configureRemoteLoader,
  loadRemoteModule,
  resetRemoteModule,
  RemoteUnavailableError,
  type RemoteLoader,
} from './remotes/loader';
export type * from './remotes/contracts';
export { AGENCY_CONTACT_BLOCK, AgencyContactContext, agencyContactInPage, agencyContactJson, useAgencyContact, type AgencyContact, type AgencyContactSource } from './contact/agencyContact';
