import { formatDateTime } from '@agency/platform/format';
import { DesignSystemProvider } from '@agency/ui';
import { render, screen, within } from '@testing-library/react';
import { AuditList } from '../detail/AuditList';
import type { AuditEntry } from '../api/types';

const entry = (n: number, action: AuditEntry['action'], detail: string): AuditEntry => ({
  id: String(n),
  actor: 'amani@nyota.test',
  action,
  subjectType: 'content',
  subjectId: 'a1',
  detail,
  createdAt: `2026-11-2${n}T08:00:00.000Z`,
});

describe('the audit log with content', () => {
  it('says publish, unpublish, archive, schedule and restore in words, a schedule in the one date format', () => {
    render(
      <DesignSystemProvider>
        <AuditList
          entries={[
            entry(1, 'publish', 'article future-of-motion-graphics revision 3'),
            entry(2, 'unpublish', 'article future-of-motion-graphics'),
            entry(3, 'archive', 'article future-of-motion-graphics'),
            entry(4, 'schedule', 'revision 4 at 2030-05-01T11:30:00.000Z'),
            entry(5, 'restore', 'revision 2 as revision 5'),
          ]}
        />
      </DesignSystemProvider>,
    );
    const items = within(screen.getByRole('list', { name: 'Audit log entries' })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'amani@nyota.test published',
      'amani@nyota.test unpublished',
      'amani@nyota.test archived',
      'amani@nyota.test scheduled publishing',
      'amani@nyota.test restored a revision',
    ]);
    expect(items[3]).toHaveTextContent(`revision 4 at ${formatDateTime('2030-05-01T11:30:00.000Z')}`);
  });
});
