import { answer, api, type AccountDto, type AccountPaymentDto } from '@agency/platform';

// The dashboard's shapes come from the API's contract (packages/platform/src/api/schema.ts).
export type Account = AccountDto;
export type AccountPayment = AccountPaymentDto;

export function fetchAccount(): Promise<Account> {
  return answer(api.GET('/api/account'));
}
