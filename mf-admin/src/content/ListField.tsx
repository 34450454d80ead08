import { css, useTheme } from '@emotion/react';
import { Button, TextAreaField, TextField } from '@agency/ui';

type Row = Record<string, string>;

/**
 * A short list of small records (a case study's figures, a service's offerings, the agency's
 * phones): edit, add, remove. The API's refusal of one part ("phone 2's number") is shown at that
 * part; one of the whole list (too many, none) under its name.
 */
export function ListField({
  label,
  item,
  parts,
  value,
  onChange,
  error,
  errorOf = () => undefined,
}: {
  label: string;
  item: string;
  parts: ReadonlyArray<{ name: string; label: string; long?: boolean }>;
  value: unknown;
  onChange: (rows: Row[]) => void;
  error?: string | undefined;
  errorOf?: (index: number, part: string) => string | undefined;
}) {
  const t = useTheme();
  const rows: Row[] = Array.isArray(value) ? (value as Row[]) : [];
  const set = (i: number, name: string, text: string) => onChange(rows.map((r, j) => (j === i ? { ...r, [name]: text } : r)));
  return (
    <fieldset css={css`border: 1px solid ${t.colors.line}; border-radius: ${t.radii.md}; padding: ${t.space(4)}; margin: 0; display: grid; gap: ${t.space(4)}; min-width: 0;`}>
      <legend css={css`font-weight: 600; padding: 0 ${t.space(1)};`}>{label}</legend>
      {error ? (
        <p role="alert" css={css`margin: 0; color: ${t.colors.danger}; font-size: ${t.fontSizes.sm};`}>
          {error}
        </p>
      ) : null}
      {rows.map((row, i) => (
        <div key={i} role="group" aria-label={`${item[0].toUpperCase()}${item.slice(1)} ${i + 1}`} css={css`display: grid; gap: ${t.space(2)}; padding-bottom: ${t.space(3)}; border-bottom: 1px dashed ${t.colors.line};`}>
          {parts.map((p) =>
            p.long ? (
              <TextAreaField key={p.name} label={`${p.label} (${item} ${i + 1})`} rows={3} value={row[p.name] ?? ''} error={errorOf(i, p.name)} onChange={(e) => set(i, p.name, e.target.value)} />
            ) : (
              <TextField key={p.name} label={`${p.label} (${item} ${i + 1})`} value={row[p.name] ?? ''} error={errorOf(i, p.name)} onChange={(e) => set(i, p.name, e.target.value)} />
            ),
          )}
          <div>
            <Button size="sm" variant="ghost" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
              Remove {item} {i + 1}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button size="sm" variant="secondary" onClick={() => onChange([...rows, Object.fromEntries(parts.map((p) => [p.name, '']))])}>
          Add a {item}
        </Button>
      </div>
    </fieldset>
  );
}
