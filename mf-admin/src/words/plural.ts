const rules = new Intl.PluralRules('en-GB');

/**
 * A count with its noun in the right form: "1 inquiry", "2 inquiries", "0 payments". The form is
 * Intl.PluralRules' choice, so the words stay right for any count (and for another language's rules).
 */
export function countOf(n: number, forms: { one: string; other: string }): string {
  return `${n.toLocaleString('en-GB')} ${rules.select(n) === 'one' ? forms.one : forms.other}`;
}

export const NOUNS = {
  inquiries: { one: 'inquiry', other: 'inquiries' },
  messages: { one: 'message', other: 'messages' },
  payments: { one: 'payment', other: 'payments' },
  files: { one: 'file', other: 'files' },
  times: { one: 'time', other: 'times' },
} as const;
