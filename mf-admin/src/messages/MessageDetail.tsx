import { useParams } from '@agency/routing';
import { addMessageNote, getMessage, setMessageStatus } from '../api/admin';
import type { Message, WithAudit } from '../api/types';
import { DetailLayout, DetailState } from '../detail/DetailLayout';
import { FieldList, Panel } from '../detail/Panel';
import { useDetail } from '../detail/useDetail';
import { WorkSide } from '../detail/WorkSide';
import { fieldText, formatDateTime } from '../lists/format';
import { useAdminMeta } from '../layout/meta';

export function MessageDetail() {
  const { id = '' } = useParams();
  const { item, loading, error, reload, update } = useDetail<WithAudit<Message>>(getMessage, id);
  useAdminMeta(item ? `Message from ${item.name}` : 'Message');
  if (!item) return <DetailState loading={loading} error={error} onRetry={() => void reload()} noun="message" />;


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
      side={<WorkSide item={item} setStatus={setMessageStatus} addNote={addMessageNote} update={update} reload={reload} />}
    />
  );
}
