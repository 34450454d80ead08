import { css, useTheme } from '@emotion/react';
import { SelectField, TextAreaField, TextField } from '@agency/ui';
import type { FieldSpec } from './kinds';
import { valueAt, withValueAt } from './kinds';
import { FileField, type ResourceFile } from './FileField';
import { GalleryField } from './GalleryField';
import { ImageField } from './ImageField';
import { ListField } from './ListField';
import { MarkdownField } from './MarkdownField';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

const isResourceFile = (v: unknown): v is ResourceFile =>
  !!v && typeof v === 'object' && typeof (v as ResourceFile).name === 'string' && typeof (v as ResourceFile).mime === 'string';

/** One field of an entry as its labelled control; `onChange` gets the whole new `fields`. */
export function FieldControl({
  spec,
  fields,
  onChange,
  error,
  errors = {},
}: {
  spec: FieldSpec;
  fields: Record<string, unknown>;
  onChange: (fields: Record<string, unknown>) => void;
  error?: string;
  /** Every field error of the last save, by the API's path (`fields.phones.1.display`): a list shows its items' own. */
  errors?: Record<string, string>;
}) {
  const t = useTheme();
  const value = valueAt(fields, spec.name);
  const set = (v: unknown) => onChange(withValueAt(fields, spec.name, v));
  switch (spec.control) {
    case 'markdown':
      return <MarkdownField label={spec.label} hint={spec.hint} value={text(value)} onChange={set} error={error} />;
    case 'textarea':
      return <TextAreaField label={spec.label} hint={spec.hint} rows={4} value={text(value)} error={error} onChange={(e) => set(e.target.value)} />;
    case 'number':
      return (
        <TextField
          label={spec.label}
          hint={spec.hint}
          type="number"
          inputMode="decimal"
          required={spec.required}
          value={text(value)}
          error={error}
          onChange={(e) => set(e.target.value === '' ? (spec.optional ? null : 0) : Number(e.target.value))}
        />
      );
    case 'tags':
      return (
        <TextField
          label={spec.label}
          hint={spec.hint}
          value={Array.isArray(value) ? value.join(', ') : text(value)}
          error={error}
          // Kept as typed while editing ("a, "), split into the list on the way out (see ./entryForm.ts).
          onChange={(e) => set(e.target.value.split(',').map((s) => s.trimStart()))}
        />
      );
    case 'checkbox':
      return (
        <label css={css`display: flex; gap: ${t.space(2)}; align-items: center; min-height: 44px; font-weight: 600;`}>
          <input type="checkbox" checked={Boolean(value)} onChange={(e) => set(e.target.checked)} css={css`width: 22px; height: 22px; accent-color: ${t.colors.primary};`} />
          {spec.label}
        </label>
      );
    case 'select':
      return (
        <SelectField label={spec.label} hint={spec.hint} value={text(value)} error={error} onChange={(e) => set(e.target.value)}>
          {spec.blank !== undefined ? <option value="">{spec.blank}</option> : null}
          {spec.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      );
    case 'image':
      return (
        <ImageField
          label={spec.label}
          imageId={typeof value === 'string' && value ? value : null}
          alt={spec.altName ? text(valueAt(fields, spec.altName)) : ''}
          onChange={(id, alt) => {
            const next = withValueAt(fields, spec.name, id);
            onChange(spec.altName ? withValueAt(next, spec.altName, alt) : next);
          }}
        />
      );
    case 'gallery':
      return <GalleryField label={spec.label} imageIds={Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : []} onChange={set} />;
    case 'file':
      return <FileField label={spec.label} value={isResourceFile(value) ? value : null} onChange={set} />;
    case 'list':
      return <ListField label={spec.label} item={spec.item} parts={spec.parts} value={value} onChange={set} error={error} errorOf={(i, part) => errors[`fields.${spec.name}.${i}.${part}`]} />;
    default:
      return <TextField label={spec.label} hint={spec.hint} type={spec.control === 'date' ? 'date' : spec.control === 'url' ? 'url' : 'text'} required={spec.required} value={text(value)} error={error} onChange={(e) => set(e.target.value)} />;
  }
}
