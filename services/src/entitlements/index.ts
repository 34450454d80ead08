export type { Entitlement, EntitlementSource } from './entitlement';
export { EntitlementsModule } from './entitlements.module';
export { EntitlementsService, type AfterWrite, type PaymentGrant, type Revocation, type RevokeResult, type StaffGrant } from './entitlements.service';
export { PaymentEntitlements } from './payment-entitlements';
