/** Spec 8, resource hub rows (its payment's words are the payment form's, as in the tool kits' dialog). */
export const HUB_MESSAGES = {
  accessFailed: 'Failed to access resource. Please try again.',
  invalidTransaction: 'Invalid or unverified transaction.',
  transactionRequired: 'Transaction ID is required',
} as const;
