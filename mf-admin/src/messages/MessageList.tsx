import { listMessages } from '../api/admin';
import type { Message } from '../api/types';
import { formatDateTime } from '../lists/format';
import { ListView } from '../lists/ListView';

export function MessageList() {
  return (
    <ListView<Message>
      list="messages"
      title="Messages"
      searchHint="Name, e-mail or subject"
      fetchPage={listMessages}
      row={(m) => ({
        key: m.id,
        to: `/admin/messages/${encodeURIComponent(m.id)}`,
        title: m.subject ? `${m.name} · ${m.subject}` : m.name,
        meta: [m.email, formatDateTime(m.createdAt)],
        status: m.status,
        createdAt: m.createdAt,
        owner: m.owner,
      })}
    />
  );
}
