import { useCallback, useDeferredValue, useId, useRef, useState } from 'react';
import { useConversation } from './chat/useConversation';
import { ChatPanel } from './panel/ChatPanel';
import { Launcher } from './panel/Launcher';

/**
 * The floating chat (spec 2.10), mounted once by the shell. The conversation and the unsent
 * draft live here, above the panel, so they survive closing the panel and moving between pages
 * of different remotes.
 */
export default function ChatWidget() {
  const conversation = useConversation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const launcherRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // The launcher answers the tap at once (its icon and aria-expanded); the panel, a first render
  // of its whole tree and its styles, follows in a render the browser can paint before, instead
  // of holding the tap's next paint on a slow phone (docs/decisions/main-thread.md).
  const panelOpen = useDeferredValue(open);

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  return (
    <>
      {panelOpen && <ChatPanel id={panelId} conversation={conversation} draft={draft} onDraftChange={setDraft} onClose={close} />}
      <Launcher ref={launcherRef} open={open} panelId={panelOpen ? panelId : undefined} onToggle={() => setOpen((o) => !o)} />
    </>
  );
}
