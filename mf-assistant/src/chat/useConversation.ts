import { useCallback, useEffect, useRef, useState } from 'react';
import { askAssistant } from './assistantApi';
import { REPLY_DELAY_MS } from './constants';
import { canSend, createMessage, type ChatMessage } from './message';
import { GREETING } from './replies';
import { replyFor } from './replyRules';
import { loadConversation, newConversationId, saveConversation, siteCurrency } from './tabMemory';

export interface Conversation {
  messages: ChatMessage[];
  /** True while at least one reply is pending (the typing indicator). */
  isTyping: boolean;
  /** Appends the user's message and asks for the reply; returns false if it was blank. */
  send: (text: string) => boolean;
}

type Outcome = { done: false } | { done: true; reply: ChatMessage };

/**
 * The conversation (spec 4): one bot greeting to start; each message is appended at once and
 * answered after REPLY_DELAY_MS, or when the site assistant's answer comes if that is later. The
 * question goes to the API at once, so its answer is usually there when the delay ends. When the
 * API cannot answer (offline, refused), the spec's canned reply is given instead: the chat never
 * goes silent. The conversation is kept per tab (sessionStorage).
 */
export function useConversation(): Conversation {
  const [state] = useState(() => loadConversation() ?? { id: newConversationId(), messages: [createMessage(GREETING, 'bot')] });
  const [messages, setMessages] = useState<ChatMessage[]>(state.messages);
  const [pending, setPending] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const latest = useRef(messages);
  latest.current = messages;
  const alive = useRef(true);

  useEffect(() => {
    saveConversation({ id: state.id, messages });
  }, [state.id, messages]);

  useEffect(() => {
    const active = timers.current;
    alive.current = true;
    return () => {
      alive.current = false;
      active.forEach(clearTimeout);
      active.clear();
    };
  }, []);

  const send = useCallback(
    (raw: string) => {
      if (!canSend(raw)) return false;
      const text = raw.trim();
      const earlier = [...latest.current, createMessage(text, 'user')];
      latest.current = earlier;
      setMessages((list) => [...list, earlier[earlier.length - 1]]);
      setPending((n) => n + 1);

      let outcome: Outcome = { done: false };
      let due = false;
      const show = (reply: ChatMessage) => {
        if (!alive.current) return;
        setMessages((list) => [...list, reply]);
        setPending((n) => n - 1);
      };
      const settle = (reply: ChatMessage) => {
        outcome = { done: true, reply };
        if (due) show(reply);
      };
      // A call that throws at once is a failure like any other: the canned reply is given.
      new Promise<Awaited<ReturnType<typeof askAssistant>>>((resolve) => resolve(askAssistant(state.id, text, siteCurrency(), earlier.slice(0, -1)))).then(
        (answer) => settle(createMessage(answer.text, 'bot', new Date(), { links: answer.links, prices: answer.prices, lead: answer.lead })),
        () => settle(createMessage(replyFor(text), 'bot')),
      );
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        due = true;
        if (outcome.done) show(outcome.reply);
      }, REPLY_DELAY_MS);
      timers.current.add(timer);
      return true;
    },
    [state.id],
  );

  return { messages, isTyping: pending > 0, send };
}
