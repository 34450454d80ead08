import { Navigate } from '@agency/routing';
import { useContext } from 'react';
import { DocumentMetaSink } from './useDocumentMeta';

/**
 * Sends the visitor to another address of the site. In the browser it is react-router's
 * `<Navigate replace>`; on the server, where effects do not run, it tells the gateway to answer 302
 * with the address, so the visitor (and a crawler) gets the page it is sent to instead of an empty
 * one that moves once the scripts have run.
 */
export function PageRedirect({ to }: { to: string }) {
  const sink = useContext(DocumentMetaSink);
  sink?.({ title: '', description: '', status: 302, location: to });
  return <Navigate to={to} replace />;
}
