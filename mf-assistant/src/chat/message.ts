export type Sender = 'user' | 'bot';

/** A chat message (spec 3): client only, never sent anywhere. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: Sender;
  timestamp: Date;
}

let sequence = 0;

/**
 * Builds a message. The id joins the time with a running number because two messages can be
 * created in the same millisecond (a quick double send), and React keys must stay unique.
 */
export function createMessage(text: string, sender: Sender, now: Date = new Date()): ChatMessage {
  sequence += 1;
  return { id: `${sender}-${now.getTime()}-${sequence}`, text, sender, timestamp: now };
}

/** A message may be sent only if it has something besides whitespace (spec 5.3). */
export function canSend(text: string): boolean {
  return text.trim().length > 0;
}
