import { useDocumentMeta } from '@agency/platform';

export const ADMIN_DESCRIPTION = 'The back office of Nyota Creative: inquiries, messages and payments, for staff only.';

/** Every back-office screen: its title, and kept out of search engines. */
export function useAdminMeta(title: string): void {
  useDocumentMeta(`${title} · Back office`, ADMIN_DESCRIPTION, { noindex: true });
}
