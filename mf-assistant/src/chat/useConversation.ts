import { useCallback, useEffect, useRef, useState } from 'react';
import { REPLY_DELAY_MS } from './constants';
import { canSend, createMessage, type ChatMessage } from './message';
import { GREETING } from './replies';
import { replyFor } from './replyRules';

export interface Conversation {
  messages: ChatMessage[];
  /** True while at least one reply is pending (the typing indicator). */
  isTyping: boolean;
  /** Appends the user's message and schedules the canned reply; returns false if it was blank. */
  send: (text: string) => boolean;
}

/**
 * The conversation (spec 4): one bot greeting to start; each message is appended at once and
 * answered after REPLY_DELAY_MS. Each message gets its own reply, so a quick second message
 * keeps the indicator up until the last reply has arrived.
 */
export function useConversation(): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [createMessage(GREETING, 'bot')]);
  const [pending, setPending] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const active = timers.current;
    return () => {
      active.forEach(clearTimeout);
      active.clear();
    };
  }, []);

  const send = useCallback((raw: string) => {
    if (!canSend(raw)) return false;
    const text = raw.trim();
    setMessages((list) => [...list, createMessage(text, 'user')]);
    setPending((n) => n + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setMessages((list) => [...list, createMessage(replyFor(text), 'bot')]);
      setPending((n) => n - 1);
    }, REPLY_DELAY_MS);
    timers.current.add(timer);
    return true;
  }, []);

  return { messages, isTyping: pending > 0, send };
}
