/** Business constants of the chat (spec 9). */
export const REPLY_DELAY_MS = 1000;
export const PANEL_HEIGHT_PX = 500;
