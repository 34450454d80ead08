import { css, useTheme } from '@emotion/react';
import { ApiError } from '@agency/platform';
import { useParams } from '@agency/routing';
import { Badge, Button, DownloadIcon, Muted, Notice } from '@agency/ui';
import { useState } from 'react';
import { addInquiryNote, fetchInquiryFile, getInquiry, saveDownload, setInquiryStatus } from '../api/admin';
import type { Inquiry, InquiryFile, WithAudit } from '../api/types';
import { DetailLayout, DetailState } from '../detail/DetailLayout';
import { FieldList, Panel } from '../detail/Panel';
import { useDetail } from '../detail/useDetail';
import { WorkSide } from '../detail/WorkSide';
import { formatDateTime } from '@agency/platform/format';
import { fieldText, formatBytes } from '../lists/format';
import { useAdminMeta } from '../layout/meta';
import { CustomerLink } from '../customers/CustomerLink';
import { Transcript } from './Transcript';

/** The mark an inquiry the site assistant passed on carries, in the list and on its page. */
export const FROM_ASSISTANT = 'From the assistant';

/** Every field of the inquiry form, in the form's order. */
export function inquiryFields(i: Inquiry): Array<[string, string]> {
  if (i.source === 'assistant') {
    return [
      ['Received', formatDateTime(i.createdAt)],
      ['Name', fieldText(i.name)],
      ['Phone', fieldText(i.phone)],
      ['E-mail', fieldText(i.email)],
    ];
  }
  return [
    ['Received', formatDateTime(i.createdAt)],
    ['Name', fieldText(i.name)],
    ['E-mail', fieldText(i.email)],
    ['Business', fieldText(i.businessName)],
    ['Project type', fieldText(i.projectType)],
    ['Platforms', fieldText(i.platforms)],
    ['Duration', fieldText(i.duration)],
    ['Needs a script', fieldText(i.needsScript)],
    ['Deadline', fieldText(i.deadline)],
    ['Budget', fieldText(i.budgetRange)],
    ['Additional details', fieldText(i.additionalDetails)],
  ];
}

function Files({ inquiryId, files, onDownloaded }: { inquiryId: string; files: InquiryFile[]; onDownloaded: () => void }) {
  const t = useTheme();
  const [busy, setBusy] = useState('');
  const [failure, setFailure] = useState('');
  const download = async (file: InquiryFile) => {
    setBusy(file.id);
    setFailure('');
    try {
      await saveDownload(fetchInquiryFile(inquiryId, file.id), file.originalName, file.originalName);
      onDownloaded();
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : `${file.originalName} could not be downloaded.`);
    } finally {
      setBusy('');
    }
  };
  return (
    <Panel title="Files">
      {files.length === 0 ? (
        <Muted>No files were attached.</Muted>
      ) : (
        <ul aria-label="Files" css={css`list-style: none; margin: 0; padding: 0; display: grid; gap: ${t.space(3)};`}>
          {files.map((file) => (
            <li key={file.id} css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: center; justify-content: space-between;`}>
              <span css={css`overflow-wrap: anywhere; min-width: 0;`}>
                <strong>{file.originalName}</strong>
                <span css={css`display: block; font-size: ${t.fontSizes.xs}; color: ${t.colors.textMuted};`}>
                  {file.contentType} · {formatBytes(file.sizeBytes)}
                </span>
              </span>
              <Button variant="secondary" size="sm" onClick={() => void download(file)} loading={busy === file.id} loadingLabel="Downloading…" aria-label={`Download ${file.originalName}`}>
                <DownloadIcon size={18} /> Download
              </Button>
            </li>
          ))}
        </ul>
      )}
      {failure ? <Notice tone="error">{failure}</Notice> : null}
    </Panel>
  );
}

export function InquiryDetail() {
  const { id = '' } = useParams();
  const { item, loading, error, reload, update } = useDetail<WithAudit<Inquiry>>(getInquiry, id);
  useAdminMeta(item ? `Inquiry from ${item.name}` : 'Inquiry');
  if (!item) return <DetailState loading={loading} error={error} onRetry={() => void reload()} noun="inquiry" />;

  return (
    <DetailLayout
      backTo="/admin"
      backLabel="All inquiries"
      title={`Inquiry from ${item.name}`}
      subtitle={
        <>
          {item.source === 'assistant' ? <><Badge tone="primary">{FROM_ASSISTANT}</Badge>{' '}</> : null}
          {item.email ? (
            <CustomerLink email={item.email} backLabel="Back to the inquiry" suffix={` · received ${formatDateTime(item.createdAt)}`} />
          ) : (
            `${item.phone ?? ''} · received ${formatDateTime(item.createdAt)}`
          )}
        </>
      }
      main={
        <>
          <Panel title="The inquiry">
            <FieldList fields={inquiryFields(item)} />
          </Panel>
          {item.transcript ? <Transcript lines={item.transcript} /> : null}
          {item.source === 'assistant' ? null : <Files inquiryId={item.id} files={item.files} onDownloaded={() => void reload()} />}
        </>
      }
      side={
        <WorkSide
          list="inquiries"
          item={item}
          correspondent={{ name: item.name, email: item.email, phone: item.phone ?? item.knownPhone ?? null, subject: item.source === 'assistant' ? 'Your chat with our assistant' : `Your motion project inquiry${item.businessName ? ` (${item.businessName})` : ''}` }}
          setStatus={setInquiryStatus}
          addNote={addInquiryNote}
          update={update}
          reload={reload}
        />
      }
    />
  );
}
