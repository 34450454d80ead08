import { listMessages } from '../api/admin';
import { formatDateTime } from '@agency/platform/format';
import { ListView } from '../lists/ListView';

export function MessageList() {
  return <ListView list="messages" title="Messages" searchHint="Name, e-mail or subject" fetchPage={listMessages} row={(m) => ({ title: m.subject ? `${m.name} · ${m.subject}` : m.name, meta: [m.email, formatDateTime(m.createdAt)] })} />;
}
