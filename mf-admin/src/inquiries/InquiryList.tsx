import { listInquiries } from '../api/admin';
import type { Inquiry } from '../api/types';
import { formatDateTime } from '../lists/format';
import { ListHeading } from '../lists/ListHeading';
import { ListView, RowLink } from '../lists/ListView';
import { WORK_STATUSES, statusLabel } from '../lists/statuses';
import { useAdminMeta } from '../layout/meta';

export function InquiryList() {
  useAdminMeta('Inquiries');
  return (
    <>
      <ListHeading>Inquiries</ListHeading>
      <ListView<Inquiry>
        list="inquiries"
        noun="inquiries"
        searchHint="Name, e-mail or business"
        statuses={WORK_STATUSES}
        fetchPage={listInquiries}
        rowKey={(i) => i.id}
        renderRow={(i) => (
          <RowLink
            to={`/admin/inquiries/${encodeURIComponent(i.id)}`}
            title={i.businessName ? `${i.name} · ${i.businessName}` : i.name}
            meta={[i.email, i.projectType, formatDateTime(i.createdAt), i.files.length ? `${i.files.length} file${i.files.length === 1 ? '' : 's'}` : '']
              .filter(Boolean)
              .join(' · ')}
            status={i.status}
            statusText={statusLabel(i.status)}
          />
        )}
      />
    </>
  );
}
