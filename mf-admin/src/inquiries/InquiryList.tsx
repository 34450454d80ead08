import { listInquiries } from '../api/admin';
import type { Inquiry } from '../api/types';
import { ownerText, useOwnerChoices, useStatusChoices } from '../lists/choices';
import { formatDateTime } from '@agency/platform/format';
import { ListHeading } from '../lists/ListHeading';
import { ListView, RowLink } from '../lists/ListView';
import { statusLabel } from '../lists/statuses';
import { useAdminMeta } from '../layout/meta';
import { countOf, NOUNS } from '../words/plural';

export function InquiryList() {
  useAdminMeta('Inquiries');
  const owners = useOwnerChoices();
  return (
    <>
      <ListHeading>Inquiries</ListHeading>
      <ListView<Inquiry>
        list="inquiries"
        searchHint="Name, e-mail or business"
        statuses={useStatusChoices('inquiries')}
        fetchPage={listInquiries}
        rowKey={(i) => i.id}
        createdAt={(i) => i.createdAt}
        work={{ owners }}
        renderRow={(i, state) => (
          <RowLink
            to={`/admin/inquiries/${encodeURIComponent(i.id)}`}
            title={i.businessName ? `${i.name} · ${i.businessName}` : i.name}
            meta={[i.email, i.projectType, formatDateTime(i.createdAt), i.files.length ? countOf(i.files.length, NOUNS.files) : '', ownerText(i.owner, owners?.me)].filter(Boolean).join(' · ')}
            status={i.status}
            statusText={statusLabel(i.status)}
            {...state}
          />
        )}
      />
    </>
  );
}
