import { answer, api, type AssistantReplyDto } from '@agency/platform';
import type { ChatMessage } from './message';

export type Currency = 'UGX' | 'RWF';

/** The earlier turns as the API reads them (the transcript staff see), the greeting left out. */
export function historyOf(messages: ChatMessage[]) {
  return messages.slice(1).map((m) => ({
    sender: m.sender === 'user' ? ('visitor' as const) : ('assistant' as const),
    text: m.text,
    ...(m.lead ? { lead: m.lead } : {}),
  }));
}

/**
 * One question to the site assistant. Each message has its own Idempotency-Key: a retried "yes"
 * that passes the conversation to a person creates the inquiry once.
 */
export function askAssistant(conversationId: string, message: string, currency: Currency, earlier: ChatMessage[]): Promise<AssistantReplyDto> {
  const key = `${conversationId}-${earlier.length}`;
  return answer(
    api.POST('/api/assistant/messages', {
      body: { conversationId, message, currency, history: historyOf(earlier).slice(-60) },
      headers: { 'Idempotency-Key': key },
    }),
  );
}
