import { listMessages } from '../api/admin';
import type { Message } from '../api/types';
import { formatDateTime } from '../lists/format';
import { ListHeading } from '../lists/ListHeading';
import { ListView, RowLink } from '../lists/ListView';
import { WORK_STATUSES, statusLabel } from '../lists/statuses';
import { useAdminMeta } from '../layout/meta';

export function MessageList() {
  useAdminMeta('Messages');
  return (
    <>
      <ListHeading>Messages</ListHeading>
      <ListView<Message>
        list="messages"
        noun="messages"
        searchHint="Name, e-mail or subject"
        statuses={WORK_STATUSES}
        fetchPage={listMessages}
        rowKey={(m) => m.id}
        renderRow={(m) => (
          <RowLink
            to={`/admin/messages/${encodeURIComponent(m.id)}`}
            title={m.subject ? `${m.name} · ${m.subject}` : m.name}
            meta={[m.email, formatDateTime(m.createdAt)].filter(Boolean).join(' · ')}
            status={m.status}
            statusText={statusLabel(m.status)}
          />
        )}
      />
    </>
  );
}
