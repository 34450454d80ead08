import { Navigate } from '@agency/routing';
import { useContext } from 'react';
import { DocumentMetaSink } from './useDocumentMeta';

/**
 * Sends the visitor to another address of the site. In the browser it is react-router's
 * `<Navigate replace>`; on the server, where effects do not run, it tells the gateway to answer 302
 * with the address, so the visitor (and a crawler) gets the page it is sent to instead of an empty
 * one that moves once the scripts have run. `permanent`: 301, for an address that moved for good
 * (an article's old slug), so search engines move its standing to the new one.
 */
export function PageRedirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const sink = useContext(DocumentMetaSink);
  sink?.({ title: '', description: '', status: permanent ? 301 : 302, location: to });
  return <Navigate to={to} replace />;
}
