/** Spec 8, resource hub rows. */
export const HUB_MESSAGES = {
  accessFailed: 'Failed to access resource. Please try again.',
  initiateFailed: 'Failed to initiate payment.',
  invalidTransaction: 'Invalid or unverified transaction.',
  transactionRequired: 'Transaction ID is required',
} as const;

export type HubMethod = 'mobile' | 'visa' | 'mastercard';
