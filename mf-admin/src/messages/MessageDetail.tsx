import { useParams } from '@agency/routing';
import { addMessageNote, getMessage, setMessageStatus } from '../api/admin';
import type { Message, WithAudit } from '../api/types';
import { DetailLayout, DetailState } from '../detail/DetailLayout';
import { FieldList, Panel } from '../detail/Panel';
import { useDetail } from '../detail/useDetail';
import { WorkSide } from '../detail/WorkSide';
import { formatDateTime } from '@agency/platform/format';
import { fieldText } from '../lists/format';
import { useAdminMeta } from '../layout/meta';
import { CustomerLink } from '../customers/CustomerLink';

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
      subtitle={<CustomerLink email={item.email} backLabel="Back to the message" suffix={` · received ${formatDateTime(item.createdAt)}`} />}
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
        <WorkSide
          list="messages"
          item={item}
          correspondent={{ name: item.name, email: item.email, phone: item.knownPhone ?? null, subject: item.subject ? `Re: ${item.subject}` : 'Your message to Nyota Creative' }}
          setStatus={setMessageStatus}
          addNote={addMessageNote}
          update={update}
          reload={reload}
        />
      }
    />
  );
}
