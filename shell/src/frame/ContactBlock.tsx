import { AGENCY_CONTACT_BLOCK, agencyContactJson, useAgencyContact } from '@agency/platform';

/**
 * The contact details the server rendered with, written into the page as a data block: the
 * browser's first render reads them from it (bootstrap.tsx), so the footer and the contact page
 * hydrate with what the server drew, without asking the API again. `text` is the block as the
 * server wrote it, kept as it is while hydrating.
 */
export function ContactBlock({ text }: { text?: string | undefined }) {
  const contact = useAgencyContact();
  return <script type="application/json" id={AGENCY_CONTACT_BLOCK} dangerouslySetInnerHTML={{ __html: text ?? agencyContactJson(contact) }} />;
}
