import type { ContentStatus } from '@agency/platform';

/** The badge of a status: published green, scheduled in the accent, a draft plain, archived muted. */
export function statusTone(status: ContentStatus): 'accent' | 'primary' | 'neutral' | 'success' {
  return status === 'published' ? 'success' : status === 'scheduled' ? 'accent' : status === 'draft' ? 'primary' : 'neutral';
}
