import { apiRequest } from '@agency/platform';
import type { Currency } from './catalog';

export interface AccountPayment {
  reference: string;
  itemKey: string;
  itemName: string;
  amount: number;
  currency: Currency;
  method: string;
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  createdAt: string;
}

export interface Account {
  email: string;
  payments: AccountPayment[];
  entitlements: { itemKey: string; itemName: string; reference: string; grantedAt: string }[];
  downloads: { id: string; title: string; type: string; url: string }[];
}

export function fetchAccount(): Promise<Account> {
  return apiRequest<Account>('/account');
}
