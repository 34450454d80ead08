import { css, useTheme } from '@emotion/react';
import { Button, FieldShell, Notice, controlStyles } from '@agency/ui';
import { useState } from 'react';
import { uploadFile } from './contentApi';
import { uploadFailure, uploadGroupStyles } from './uploadChecks';

const TYPES = '.pdf,.docx,.xlsx,.zip,application/pdf,application/zip,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_BYTES = 20 * 1024 * 1024;

/** A resource's file as the entry keeps it: the stored name and its type. */
export interface ResourceFile {
  name: string;
  mime: string;
}

const TYPE_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word (DOCX)',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (XLSX)',
  'application/zip': 'ZIP',
};

/**
 * A resource's downloadable file: upload a PDF, DOCX, XLSX or ZIP up to 20 MB (the API names it
 * from its bytes and stores it where the hub's download serves it), see which file the entry
 * names, remove it. The entry keeps `{ name, mime }` as the API answered them.
 */
export function FileField({ label, value, onChange }: { label: string; value: ResourceFile | null; onChange: (file: ResourceFile | null) => void }) {
  const t = useTheme();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [uploaded, setUploaded] = useState<string | null>(null);

  const upload = async () => {
    setError('');
    if (!file) return setError('Choose a file first.');
    if (file.size > MAX_BYTES) return setError(`“${file.name}” is larger than 20 MB: make it smaller and try again.`);
    setBusy(true);
    try {
      const stored = await uploadFile(file);
      onChange({ name: stored.name, mime: stored.mime });
      setUploaded(stored.name);
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (e) {
      setError(uploadFailure(e, 'file'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset css={uploadGroupStyles(t)}>
      <legend css={css`font-weight: 600; padding: 0 ${t.space(1)};`}>{label}</legend>
      {value ? (
        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; align-items: center;`}>
          <p css={css`font-size: ${t.fontSizes.sm}; overflow-wrap: anywhere; min-width: 0; flex: 1 1 200px;`}>
            File <code>{value.name}</code> ({TYPE_LABELS[value.mime] ?? value.mime})
          </p>
          <Button size="sm" variant="secondary" onClick={() => onChange(null)} aria-label={`Remove the ${label.toLowerCase()}`}>
            Remove
          </Button>
        </div>
      ) : (
        <p css={css`font-size: ${t.fontSizes.sm}; color: ${t.colors.textMuted};`}>No file yet: the hub shows the resource without a download.</p>
      )}
      <FieldShell label={value ? 'Replace with' : 'File to upload'} hint="PDF, Word (DOCX), Excel (XLSX) or ZIP, up to 20 MB.">
        {({ id, describedBy }) => (
          <input key={inputKey} id={id} aria-describedby={describedBy} type="file" accept={TYPES} onChange={(e) => setFile(e.target.files?.[0] ?? null)} css={[controlStyles(t, false), css`padding: ${t.space(2)};`]} />
        )}
      </FieldShell>
      <div>
        <Button variant="secondary" onClick={() => void upload()} loading={busy} loadingLabel="Uploading…">
          Upload file
        </Button>
      </div>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {uploaded && value?.name === uploaded ? <Notice tone="success">Uploaded: the resource offers this file once you save.</Notice> : null}
    </fieldset>
  );
}
