import type { MobileNetwork } from '@agency/platform';
import { mobileNetworkValues } from '@agency/platform/api-schema';

/** The name on screen of each mobile network the API takes (the contract's MobileNetwork list). */
const NETWORK_LABELS: Record<MobileNetwork, string> = { mtn: 'MTN Mobile Money', airtel: 'Airtel Money' };

/** The provider choices of the payment forms, in the API's order. */
export const NETWORK_OPTIONS = mobileNetworkValues.map((value) => ({ value, label: NETWORK_LABELS[value] }));
