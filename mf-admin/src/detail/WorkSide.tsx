import { replyTo, setOwner, type ReplyChannel, type WorkList } from '../api/admin';
import type { AuditEntry, Note, WorkStatus } from '../api/types';
import { useOverview } from '../layout/overview';
import { ActionNotice, useActionNotice } from './ActionNotice';
import { AuditList } from './AuditList';
import { Notes } from './Notes';
import { OwnerControl } from './OwnerControl';
import { Panel } from './Panel';
import { Reply } from './Reply';
import type { Correspondent } from './replyLinks';
import { StatusControl } from './StatusControl';

/** What staff work on in an inquiry or a message: its status, owner and notes, kept in the API. */
export interface WorkItem {
  id: string;
  status: WorkStatus;
  owner: string | null;
  notes: Note[];
  audit: AuditEntry[];
}

export interface WorkSideProps<T extends WorkItem> {
  list: WorkList;
  item: T;
  /** Who an answer goes to. */
  correspondent: Correspondent;
  setStatus: (id: string, status: WorkStatus) => Promise<{ status: WorkStatus }>;
  addNote: (id: string, text: string) => Promise<Note>;
  update: (change: (item: T) => T) => void;
  /** Fetches the item again, so the audit list shows the action just taken. */
  reload: () => Promise<void>;
}

/** The side column of an inquiry or a message: answer, status, owner, notes and the audit log, one definition for both. */
export function WorkSide<T extends WorkItem>({ list, item, correspondent, setStatus, addNote, update, reload }: WorkSideProps<T>) {
  const { said, say } = useActionNotice();
  const { refresh } = useOverview();
  const changeStatus = async (status: WorkStatus) => {
    const next = await setStatus(item.id, status);
    update((current) => ({ ...current, status: next.status }));
    refresh();
    void reload();
  };
  const changeOwner = async (owner: string | null) => {
    const next = await setOwner(list, item.id, owner);
    update((current) => ({ ...current, owner: next.owner, audit: next.audit }));
  };
  const replied = async (channel: ReplyChannel) => {
    const next = await replyTo(list, item.id, channel);
    update((current) => ({ ...current, status: next.status, audit: next.audit }));
    refresh();
  };
  const add = async (text: string) => {
    const note = await addNote(item.id, text);
    update((current) => ({ ...current, notes: [...current.notes, note] }));
    void reload();
  };
  return (
    <>
      <Reply to={correspondent} onReplied={replied} say={say} />
      <Panel title="Work">
        <ActionNotice said={said} />
        <StatusControl status={item.status} onChange={changeStatus} say={say} />
        <OwnerControl owner={item.owner} onChange={changeOwner} say={say} />
      </Panel>
      <Notes notes={item.notes} onAdd={add} />
      <AuditList entries={item.audit} />
    </>
  );
}
