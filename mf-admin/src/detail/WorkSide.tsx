import type { AuditEntry, Note, WorkStatus } from '../api/types';
import { AuditList } from './AuditList';
import { Notes } from './Notes';
import { Panel } from './Panel';
import { StatusControl } from './StatusControl';

/** What staff work on in an inquiry or a message: its status and notes, kept in the API. */
export interface WorkItem {
  id: string;
  status: WorkStatus;
  notes: Note[];
  audit: AuditEntry[];
}

export interface WorkSideProps<T extends WorkItem> {
  item: T;
  setStatus: (id: string, status: WorkStatus) => Promise<{ status: WorkStatus }>;
  addNote: (id: string, text: string) => Promise<Note>;
  update: (change: (item: T) => T) => void;
  /** Fetches the item again, so the audit list shows the action just taken. */
  reload: () => Promise<void>;
}

/** The side column of an inquiry or a message: status, notes and the audit log, one definition for both. */
export function WorkSide<T extends WorkItem>({ item, setStatus, addNote, update, reload }: WorkSideProps<T>) {
  const changeStatus = async (status: WorkStatus) => {
    const next = await setStatus(item.id, status);
    update((current) => ({ ...current, status: next.status }));
    void reload();
  };
  const add = async (text: string) => {
    const note = await addNote(item.id, text);
    update((current) => ({ ...current, notes: [...current.notes, note] }));
    void reload();
  };
  return (
    <>
      <Panel title="Work">
        <StatusControl status={item.status} onChange={changeStatus} />
      </Panel>
      <Notes notes={item.notes} onAdd={add} />
      <AuditList entries={item.audit} />
    </>
  );
}
