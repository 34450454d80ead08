import { listMessages } from '../api/admin';
import type { Message } from '../api/types';
import { ownerText, useOwnerChoices, useStatusChoices } from '../lists/choices';
import { formatDateTime } from '@agency/platform/format';
import { ListHeading } from '../lists/ListHeading';
import { ListView, RowLink } from '../lists/ListView';
import { statusLabel } from '../lists/statuses';
import { useAdminMeta } from '../layout/meta';

export function MessageList() {
  useAdminMeta('Messages');
  const owners = useOwnerChoices();
  return (
    <>
      <ListHeading>Messages</ListHeading>
      <ListView<Message>
        list="messages"
        searchHint="Name, e-mail or subject"
        statuses={useStatusChoices('messages')}
        fetchPage={listMessages}
        rowKey={(m) => m.id}
        createdAt={(m) => m.createdAt}
        work={{ owners }}
        renderRow={(m, state) => (
          <RowLink
            to={`/admin/messages/${encodeURIComponent(m.id)}`}
            title={m.subject ? `${m.name} · ${m.subject}` : m.name}
            meta={[m.email, formatDateTime(m.createdAt), ownerText(m.owner, owners?.me)].filter(Boolean).join(' · ')}
            status={m.status}
            statusText={statusLabel(m.status)}
            {...state}
          />
        )}
      />
    </>
  );
}
