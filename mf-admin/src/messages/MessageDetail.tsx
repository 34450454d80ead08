import { useParams } from '@agency/routing';
import { addMessageNote, getMessage, setMessageStatus } from '../api/admin';
import type { Message, WithAudit, WorkStatus } from '../api/types';
import { AuditList } from '../detail/AuditList';
import { DetailLayout, DetailState } from '../detail/DetailLayout';
import { Notes } from '../detail/Notes';
import { FieldList, Panel } from '../detail/Panel';
import { StatusControl } from '../detail/StatusControl';
import { useDetail } from '../detail/useDetail';
import { fieldText, formatDateTime } from '../lists/format';
import { useAdminMeta } from '../layout/meta';

export function MessageDetail() {
  const { id = '' } = useParams();
  const { item, loading, error, reload, update } = useDetail<WithAudit<Message>>(getMessage, id);
  useAdminMeta(item ? `Message from ${item.name}` : 'Message');
  if (!item) return <DetailState loading={loading} error={error} onRetry={() => void reload()} noun="message" />;

  const changeStatus = async (status: WorkStatus) => {
    const next = await setMessageStatus(item.id, status);
    update((current) => ({ ...current, status: next.status }));
    void reload();
  };
  const addNote = async (text: string) => {
    const note = await addMessageNote(item.id, text);
    update((current) => ({ ...current, notes: [...current.notes, note] }));
    void reload();
  };

  return (
    <DetailLayout
      backTo="/admin/messages"
      backLabel="All messages"
      title={`Message from ${item.name}`}
      subtitle={`${item.email} · received ${formatDateTime(item.createdAt)}`}
      main={
        <Panel title="The message">
          <FieldList
            fields={[
              ['Received', formatDateTime(item.createdAt)],
              ['Name', fieldText(item.name)],
              ['E-mail', fieldText(item.email)],
              ['Subject', fieldText(item.subject)],
              ['Message', fieldText(item.message)],
            ]}
          />
        </Panel>
      }
      side={
        <>
          <Panel title="Work">
            <StatusControl status={item.status} onChange={changeStatus} />
          </Panel>
          <Notes notes={item.notes} onAdd={addNote} />
          <AuditList entries={item.audit} />
        </>
      }
    />
  );
}
