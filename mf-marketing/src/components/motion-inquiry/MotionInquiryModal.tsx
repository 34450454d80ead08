import { css, useTheme } from '@emotion/react';
import {
  Button,
  FieldError,
  FieldShell,
  Modal,
  Notice,
  SelectField,
  TextAreaField,
  TextField,
  ToggleChip,
  UploadIcon,
  controlStyles,
  useFocusFirstError,
  useFormDraft,
} from '@agency/ui';
import type { Platform } from '@agency/platform';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ACCEPTED_FILE_TYPES,
  BUDGET_RANGES,
  EMPTY_INQUIRY,
  FAILURE_TEXT,
  INQUIRY_DRAFT,
  INQUIRY_DRAFT_CHECKS,
  PLATFORMS,
  PROJECT_TYPES,
  SCRIPT_CHOICES,
  addFiles,
  formatBytes,
  serverFieldErrors,
  submitInquiry,
  todayISO,
  validateInquiry,
  type InquiryErrors,
  type InquiryField,
  type InquiryValues,
} from './inquiry';

export const INQUIRY_TITLE = 'Start Your Motion Project';

interface MotionInquiryModalProps {
  open: boolean;
  onClose: () => void;
  /** Called after the server accepted the inquiry (the modal closes and the form is emptied). */
  onSubmitted: () => void;
}

/**
 * The motion project inquiry (spec 3, 5.1, 7, 8): every field checked on submit with its message
 * in red under it, a field's error cleared as soon as it is edited, files added and removed one by
 * one (over 10MB refused), and a multipart POST. On failure the modal stays open with everything kept.
 * When the form's check or the server (a 400 with field errors) finds errors, focus moves to the first
 * field to fix, in the form's order, and that field is scrolled into view. The typed values (never
 * the files) are kept as a draft of this tab until the inquiry is sent: after a reload or a
 * discarded tab the form has them again when it is opened.
 */
export function MotionInquiryModal({ open, onClose, onSubmitted }: MotionInquiryModalProps) {
  const t = useTheme();
  const fileInputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues, draft] = useFormDraft<InquiryValues>(INQUIRY_DRAFT, EMPTY_INQUIRY, { formRef, accepts: INQUIRY_DRAFT_CHECKS });
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [errors, setErrors] = useState<InquiryErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const showErrors = useFocusFirstError(formRef);

  const clearError = (field: InquiryField | 'files') =>
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const next = { ...prev };
      delete next[field];
      return next;
    });

  const set = <K extends InquiryField>(field: K, value: InquiryValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    clearError(field);
  };
  const onText = (field: InquiryField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set(field, event.target.value as never);

  const togglePlatform = (platform: Platform) =>
    set(
      'platforms',
      values.platforms.includes(platform) ? values.platforms.filter((p) => p !== platform) : [...values.platforms, platform],
    );

  const onPickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    const result = addFiles(files, picked);
    setFiles(result.files);
    setRefused(result.refused);
    clearError('files');
    // Let the same file be picked again after it was removed.
    event.target.value = '';
  };

  const removeFile = (index: number) => {
    setFiles((prev) => prev.filter((_, i) => i !== index));
    setRefused([]);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateInquiry(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailed(false);
      showErrors();
      return;
    }
    setSubmitting(true);
    setFailed(false);
    try {
      await submitInquiry(values, files);
      draft.clear();
      setFiles([]);
      setRefused([]);
      setErrors({});
      onSubmitted();
    } catch (error) {
      console.error('Motion inquiry failed', error);
      const fromServer = serverFieldErrors(error);
      setErrors(fromServer);
      setFailed(true);
      if (Object.keys(fromServer).length > 0) showErrors();
    } finally {
      setSubmitting(false);
    }
  };

  const today = todayISO();

  return (
    <Modal open={open} onClose={onClose} title={INQUIRY_TITLE} size="lg" closeLabel="Close inquiry form">
      {/* Columns as wide as the dialog, never as wide as their content: with 'auto' columns the file
          picker's own width (its button and "No file chosen") widened every field past a 360 px
          phone's dialog, cut off at the right. */}
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={INQUIRY_TITLE} css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${t.space(5)};`}>
        <p css={css`color: ${t.colors.textMuted};`}>
          Tell us about your project and we&apos;ll come back within two working days with ideas, a timeline and a quote.
        </p>
        <div css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${t.space(5)}; ${t.mq.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }`}>
          <TextField label="Name" required name="name" autoComplete="name" value={values.name} onChange={onText('name')} error={errors.name} data-autofocus />
          <TextField label="Email" required type="email" name="email" autoComplete="email" value={values.email} onChange={onText('email')} error={errors.email} />
          <TextField
            label="Business name"
            required
            name="businessName"
            autoComplete="organization"
            value={values.businessName}
            onChange={onText('businessName')}
            error={errors.businessName}
          />
          <SelectField label="Project type" required name="projectType" value={values.projectType} onChange={onText('projectType')} error={errors.projectType}>
            {PROJECT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </SelectField>
        </div>

        <FieldShell label="Platforms" required group error={errors.platforms} hint="Choose every place the video will appear.">
          {() => (
            <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(2)};`}>
              {PLATFORMS.map((platform) => (
                <ToggleChip key={platform} pressed={values.platforms.includes(platform)} onToggle={() => togglePlatform(platform)}>
                  {platform}
                </ToggleChip>
              ))}
            </div>
          )}
        </FieldShell>

        <div css={css`display: grid; grid-template-columns: minmax(0, 1fr); gap: ${t.space(5)}; ${t.mq.md} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }`}>
          <TextField
            label="Duration"
            required
            name="duration"
            placeholder="e.g. 30 seconds"
            value={values.duration}
            onChange={onText('duration')}
            error={errors.duration}
          />
          <TextField
            label="Deadline"
            required
            type="date"
            name="deadline"
            min={today}
            value={values.deadline}
            onChange={onText('deadline')}
            error={errors.deadline}
          />
        </div>

        <FieldShell label="Do you need a script?" required group error={errors.needsScript}>
          {() => (
            <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(5)};`}>
              {SCRIPT_CHOICES.map((choice) => (
                <label key={choice.value} css={css`display: inline-flex; align-items: center; gap: ${t.space(2)}; cursor: pointer;`}>
                  <input
                    type="radio"
                    name="needsScript"
                    value={choice.value}
                    checked={values.needsScript === choice.value}
                    onChange={() => set('needsScript', choice.value)}
                    css={css`width: 18px; height: 18px; accent-color: ${t.colors.primary};`}
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          )}
        </FieldShell>

        <SelectField label="Budget range" required name="budgetRange" value={values.budgetRange} onChange={onText('budgetRange')} error={errors.budgetRange}>
          {BUDGET_RANGES.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </SelectField>

        <TextAreaField
          label="Additional details"
          name="additionalDetails"
          rows={4}
          placeholder="Goals, audience, references you like…"
          value={values.additionalDetails}
          onChange={onText('additionalDetails')}
          error={errors.additionalDetails}
        />

        <div>
          <label htmlFor={fileInputId} css={css`display: block; font-weight: 600; font-size: ${t.fontSizes.sm}; margin-bottom: ${t.space(2)};`}>
            Reference files (optional)
          </label>
          {/* The drop zone is drawn by the page; the browser's own file input lies over all of it,
              transparent, so a tap anywhere opens the picker and files dropped anywhere land in it,
              without its "Choose Files / No file chosen" (which contradicted the list below). */}
          <div
            css={css`
              ${controlStyles(t, Boolean(errors.files))};
              position: relative;
              display: flex;
              align-items: center;
              gap: ${t.space(3)};
              min-height: 72px;
              border-style: dashed;
              color: ${t.colors.textMuted};
              font-size: ${t.fontSizes.sm};
              &:focus-within { outline: 3px solid ${t.colors.focus}; outline-offset: 2px; }
              &:hover { border-color: ${t.colors.primary}; }
            `}
          >
            <UploadIcon aria-hidden="true" />
            <span aria-hidden="true">
              <strong css={css`color: ${t.colors.primary};`}>Choose files</strong> or drop them here
              {files.length > 0 ? ` · ${files.length} added` : ''}
            </span>
            <input
              id={fileInputId}
              type="file"
              multiple
              accept={ACCEPTED_FILE_TYPES}
              onChange={onPickFiles}
              aria-describedby={errors.files ? `${fileInputId}-hint ${fileInputId}-error` : `${fileInputId}-hint`}
              aria-invalid={errors.files ? true : undefined}
              css={css`position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; cursor: pointer;`}
            />
          </div>
          <p id={`${fileInputId}-hint`} css={css`color: ${t.colors.textMuted}; font-size: ${t.fontSizes.xs}; margin-top: ${t.space(1.5)};`}>
            PNG, JPG, GIF up to 10MB each. PDF, AI, PSD, EPS and SVG are welcome too; larger files are refused.
          </p>
          {refused.length > 0 ? (
            <div role="alert">
              {refused.map((message) => (
                <FieldError key={message}>{message}</FieldError>
              ))}
            </div>
          ) : null}
          <FieldError id={`${fileInputId}-error`}>{errors.files}</FieldError>
          {files.length > 0 ? (
            <ul aria-label="Files to send" css={css`list-style: none; margin: ${t.space(3)} 0 0; padding: 0; display: grid; gap: ${t.space(2)};`}>
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${file.size}-${file.lastModified}`}
                  css={css`
                    display: flex;
                    align-items: center;
                    gap: ${t.space(3)};
                    padding: ${t.space(2)} ${t.space(3)};
                    border-radius: ${t.radii.sm};
                    background: ${t.colors.canvas};
                    font-size: ${t.fontSizes.sm};
                  `}
                >
                  <span css={css`flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;`}>{file.name}</span>
                  <span css={css`color: ${t.colors.textMuted};`}>{formatBytes(file.size)}</span>
                  <Button variant="link" size="sm" onClick={() => removeFile(index)} aria-label={`Remove ${file.name}`}>
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {failed ? <Notice tone="error">{FAILURE_TEXT}</Notice> : null}

        <div css={css`display: flex; flex-wrap: wrap; gap: ${t.space(3)}; justify-content: flex-end;`}>
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting} loadingLabel="Submitting...">
            Submit Inquiry
          </Button>
        </div>
      </form>
    </Modal>
  );
}
