import { useAuth } from '@agency/platform';
import { useState } from 'react';
import type { CatalogItem, HubResource } from '../api/catalog';
import { downloadResource } from '../lib/download';
import { AccessDialog } from './AccessDialog';
import { HUB_MESSAGES } from './hubMessages';
import { RESOURCE_CONTENTS } from './resourceContents';

/**
 * What a resource's button does (spec 4 and 6): persona-kit files open the access dialog
 * unless already unlocked (`owned`: the account's downloads, useOwnedResources); other files
 * download directly for a signed-in visitor. A file not known to be owned is never tried first:
 * the dialog asks the account (a refused download was a 403 in the console).
 */
export function useResourceAccess(access: CatalogItem, owned: ReadonlySet<string>, onDialogClosed?: () => void) {
  const { isSignedIn, logout } = useAuth();
  const [dialogFor, setDialogFor] = useState<HubResource | null>(null);
  const [message, setMessage] = useState('');
  // A download used to happen without a word: the page now says what arrived.
  const [done, setDone] = useState('');

  const request = async (resource: HubResource) => {
    setMessage('');
    setDone('');
    if (resource.comingSoon) return;
    if (!isSignedIn || (resource.category === 'persona-kit' && !owned.has(resource.id))) {
      // Spec 6: without a token the direct download of a free file is skipped silently.
      if (resource.category === 'persona-kit') setDialogFor(resource);
      return;
    }
    const status = await downloadResource(resource).catch(() => 0);
    if (status === 200) {
      const kind = RESOURCE_CONTENTS[resource.id]?.kind;
      setDone(`“${resource.title}”${kind ? ` (${kind})` : ''} is downloading: find it in your downloads.`);
      return;
    }
    if (status === 401) {
      logout();
      setDialogFor(resource);
    } else if (status === 403) setDialogFor(resource);
    else setMessage(HUB_MESSAGES.accessFailed);
  };

  const close = () => {
    setDialogFor(null);
    onDialogClosed?.();
  };
  const dialog = <AccessDialog resource={dialogFor} access={access} onClose={close} />;
  return { request, dialog, message, done };
}
