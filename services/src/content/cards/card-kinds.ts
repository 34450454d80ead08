/** The kinds of content that have a share card: their pages are shared one by one. */
export type CardKind = 'article' | 'case-study';
export const CARD_KINDS: readonly CardKind[] = ['article', 'case-study'];
