import { budgetRangeValues, needsScriptValues, platformValues, projectTypeValues } from '@agency/platform/api-schema';
import {
  ApiError,
  api,
  formDataBody,
  type BudgetRange,
  type MotionInquiryDto,
  type NeedsScript,
  type Platform,
  type ProjectType,
} from '@agency/platform';

/**
 * Spec 3: the choice lists of the motion project inquiry, in order (the first is the default).
 * They are the API's own lists (services/src/inquiries/inquiry-options.ts), carried by its contract.
 */
export const PROJECT_TYPES = projectTypeValues;
export const PLATFORMS = platformValues;
export const BUDGET_RANGES = budgetRangeValues;
const SCRIPT_LABELS: Record<NeedsScript, string> = { yes: 'Yes, I need help', no: 'No, I have a script' };
export const SCRIPT_CHOICES = needsScriptValues.map((value) => ({ value, label: SCRIPT_LABELS[value] }));

/** Spec 5.1: the file picker's accepted types, several at once. */
export const ACCEPTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.pdf', '.ai', '.psd', '.eps', '.svg'] as const;
export const ACCEPTED_FILE_TYPES = ACCEPTED_EXTENSIONS.join(',');
/** Spec 9 hints 10MB per file; unlike the old site this is enforced before upload. */
export const MAX_FILE_MB = 10;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

export const SUCCESS_TEXT = 'Your inquiry has been submitted successfully! We will contact you soon.';
export const FAILURE_TEXT = 'Failed to submit inquiry. Please try again.';

export interface InquiryValues {
  name: string;
  email: string;
  businessName: string;
  projectType: ProjectType | '';
  platforms: Platform[];
  duration: string;
  needsScript: NeedsScript | '';
  deadline: string;
  budgetRange: BudgetRange | '';
  additionalDetails: string;
}

export type InquiryField = keyof InquiryValues;
export type InquiryErrors = Partial<Record<InquiryField | 'files', string>>;

export const EMPTY_INQUIRY: InquiryValues = {
  name: '',
  email: '',
  businessName: '',
  projectType: PROJECT_TYPES[0] ?? '',
  platforms: [],
  duration: '',
  needsScript: '',
  deadline: '',
  budgetRange: BUDGET_RANGES[0] ?? '',
  additionalDetails: '',
};

/** The key of the inquiry's draft in this tab's sessionStorage (@agency/ui useFormDraft; files are never kept). */
export const INQUIRY_DRAFT = 'marketing:motion-inquiry';

const oneOf = (list: readonly string[]) => (value: string) => value === '' || list.includes(value);

/** A stored choice is restored only while it is still one of the API's options (a list may change between visits). */
export const INQUIRY_DRAFT_CHECKS = {
  projectType: oneOf(PROJECT_TYPES),
  platforms: (value: readonly string[]) => value.every((p) => (PLATFORMS as readonly string[]).includes(p)),
  needsScript: oneOf(needsScriptValues),
  budgetRange: oneOf(BUDGET_RANGES),
};

/** Spec 5.1: the message of each required field. */
export const REQUIRED_MESSAGES: Partial<Record<InquiryField, string>> = {
  name: 'Name is required',
  email: 'Email is required',
  businessName: 'Business name is required',
  projectType: 'Project type is required',
  platforms: 'At least one platform is required',
  duration: 'Duration is required',
  needsScript: 'Please specify if you need a script',
  deadline: 'Deadline is required',
  budgetRange: 'Budget range is required',
};

/** Checked on submit; any message blocks the submission. */
export function validateInquiry(values: InquiryValues): InquiryErrors {
  const errors: InquiryErrors = {};
  for (const [field, message] of Object.entries(REQUIRED_MESSAGES) as Array<[InquiryField, string]>) {
    const value = values[field];
    const empty = Array.isArray(value) ? value.length === 0 : !value.trim();
    if (empty) errors[field] = message;
  }
  return errors;
}

/** Today as the date input writes it (YYYY-MM-DD, local time): the deadline's minimum. */
export function todayISO(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * Adds picked files to the list: files over the size limit or of another type are refused with a
 * message each; a file already in the list is not added twice.
 */
export function addFiles(current: ReadonlyArray<File>, picked: ReadonlyArray<File>): { files: File[]; refused: string[] } {
  const files = [...current];
  const refused: string[] = [];
  for (const file of picked) {
    if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
      refused.push(`"${file.name}" was not added: only JPG, PNG, GIF, PDF, AI, PSD, EPS and SVG files are accepted.`);
    } else if (file.size > MAX_FILE_BYTES) {
      refused.push(`"${file.name}" was not added: it is larger than ${MAX_FILE_MB}MB.`);
    } else if (!files.some((f) => f.name === file.name && f.size === file.size && f.lastModified === file.lastModified)) {
      files.push(file);
    }
  }
  return { files, refused };
}

/**
 * The multipart body of spec 7 as the API's contract types it: platforms go as one field holding a
 * JSON list, each file as a `files` part (formDataBody). Called after validateInquiry(), which
 * refuses the empty choices, so every choice here is one of the API's values.
 */
export function inquiryBody(values: InquiryValues, files: ReadonlyArray<File>): MotionInquiryDto & { files?: Blob[] } {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    businessName: values.businessName.trim(),
    projectType: values.projectType as ProjectType,
    platforms: values.platforms,
    duration: values.duration.trim(),
    needsScript: values.needsScript as NeedsScript,
    deadline: values.deadline,
    budgetRange: values.budgetRange as BudgetRange,
    additionalDetails: values.additionalDetails.trim(),
    files: [...files],
  };
}

/** Sends the inquiry; resolves on a 2xx answer, throws (an ApiError carrying field errors, or a network error) otherwise. */
export async function submitInquiry(values: InquiryValues, files: ReadonlyArray<File>): Promise<void> {
  await api.POST('/api/motion-project-inquiry', { body: inquiryBody(values, files), bodySerializer: formDataBody });
}

/** The server's per-field messages that belong to this form (a 400 answer). */
export function serverFieldErrors(error: unknown): InquiryErrors {
  if (!(error instanceof ApiError)) return {};
  const known = new Set<string>([...Object.keys(EMPTY_INQUIRY), 'files']);
  const out: InquiryErrors = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (known.has(field)) out[field as InquiryField | 'files'] = message;
  }
  return out;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
