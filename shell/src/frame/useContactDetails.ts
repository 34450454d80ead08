import { api, type AgencyContactSource } from '@agency/platform';
import { useEffect, useState } from 'react';

/**
 * The contact details the frame provides: what the server rendered with, else (the API was down
 * at the render) the API's answer, asked once the page has settled: a change of the frame's state
 * while parts still hydrate would make React render them again in the browser.
 */
export function useContactDetails(initial: AgencyContactSource, settled: boolean): AgencyContactSource {
  const [contact, setContact] = useState<AgencyContactSource>(initial);
  useEffect(() => {
    if (contact !== null || !settled) return undefined;
    let live = true;
    api.GET('/api/content/contact').then(
      ({ data }) => {
        if (live && data) setContact(data);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [contact, settled]);
  return contact;
}
