import type { AssistantReplyDto } from '@agency/platform';

export type Sender = 'user' | 'bot';

/**
 * A chat message (spec 3). The conversation is sent to the site assistant (POST
 * /api/assistant/messages) with each message, so a person can be given it (issue 62). A reply may
 * carry links, catalog prices and the lead it understood.
 */
export interface ChatMessage {
  id: string;
  text: string;
  sender: Sender;
  timestamp: Date;
  links?: AssistantReplyDto['links'];
  prices?: AssistantReplyDto['prices'];
  lead?: AssistantReplyDto['lead'];
}

let sequence = 0;

/**
 * Builds a message. The id joins the time with a running number because two messages can be
 * created in the same millisecond (a quick double send), and React keys must stay unique.
 */
export function createMessage(text: string, sender: Sender, now: Date = new Date(), extra: Partial<Pick<ChatMessage, 'links' | 'prices' | 'lead'>> = {}): ChatMessage {
  sequence += 1;
  return { id: `${sender}-${now.getTime()}-${sequence}`, text, sender, timestamp: now, ...extra };
}

/** A message may be sent only if it has something besides whitespace (spec 5.3). */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}
