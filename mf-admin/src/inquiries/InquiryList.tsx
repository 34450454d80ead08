import { listInquiries } from '../api/admin';
import { formatDateTime } from '@agency/platform/format';
import { ListView } from '../lists/ListView';
import { countOf, NOUNS } from '../words/plural';
import { FROM_ASSISTANT } from './InquiryDetail';

export function InquiryList() {
  return (
    <ListView
      list="inquiries"
      title="Inquiries"
      searchHint="Name, e-mail or business"
      fetchPage={listInquiries}
      row={(i) => ({
        title: i.businessName ? `${i.name} · ${i.businessName}` : i.name,
        meta: [i.source === 'assistant' ? FROM_ASSISTANT : '', i.phone ?? '', i.email, i.source === 'assistant' ? '' : i.projectType, formatDateTime(i.createdAt), i.files.length ? countOf(i.files.length, NOUNS.files) : ''],
      })}
    />
  );
}
