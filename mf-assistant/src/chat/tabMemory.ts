import type { Currency } from './assistantApi';
import type { ChatMessage } from './message';

const CONVERSATION = 'assistant:conversation';
const CURRENCY = 'assistant:currency';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the conversation lives in memory only
  }
}

export interface StoredConversation {
  id: string;
  messages: ChatMessage[];
}

/** The tab's conversation (sessionStorage): a reload keeps it, another tab starts its own. */
export function loadConversation(): StoredConversation | null {
  const raw = storage()?.getItem(CONVERSATION);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { id: string; messages: Array<Omit<ChatMessage, 'timestamp'> & { timestamp: string }> };
    if (typeof parsed.id !== 'string' || !Array.isArray(parsed.messages) || !parsed.messages.length) return null;
    return { id: parsed.id, messages: parsed.messages.map((m) => ({ ...m, timestamp: new Date(m.timestamp) })) };
  } catch {
    return null;
  }
}

export function saveConversation(conversation: StoredConversation): void {
  try {
    storage()?.setItem(CONVERSATION, JSON.stringify(conversation));
  } catch {
    // A full storage only costs the reload's memory of the chat.
  }
}

export function newConversationId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `chat-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The visitor's currency as the site's currency switch last showed it: the pricing page keeps it
 * in its address (?currency=RWF); the tab remembers the last one seen. UGX until then (the
 * catalog's default).
 */
export function siteCurrency(): Currency {
  if (typeof window === 'undefined') return 'UGX';
  const shown = new URLSearchParams(window.location.search).get('currency');
  if (shown === 'UGX' || shown === 'RWF') {
    try {
      storage()?.setItem(CURRENCY, shown);
    } catch {
      // remembered for this page only
    }
    return shown;
  }
  const remembered = storage()?.getItem(CURRENCY);
  return remembered === 'RWF' ? 'RWF' : 'UGX';
}
