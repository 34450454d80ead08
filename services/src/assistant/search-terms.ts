/**
 * How words are matched: lowercased, common words dropped, and a light stemmer so "farming",
 * "farms" and "farmer" all find "farm". A few site words have a synonym a visitor uses instead
 * ("agriculture" for a farm, "logo" for an identity).
 */
const STOP = new Set(
  'a an and are as at be been but by can could did do does done for from get got has have how i if in into is it its me my of on or our so that the their them then there these they this to us was we were what when where which who why will with would you your yours am any about tell please know want need like some make made show see look go going get done many much also just really more most other one'.split(' '),
);

const SYNONYMS: Record<string, string[]> = {
  farm: ['agricultur'],
  agricultur: ['farm'],
  logo: ['ident'],
  ident: ['logo'],
  toolkit: ['kit'],
  tool: ['kit'],
  video: ['motion', 'anim'],
  anim: ['motion'],
  websit: ['web'],
  web: ['websit'],
  login: ['sign'],
  signin: ['sign'],
  pay: ['payment'],
  payment: ['pay'],
  mobil: ['money'],
  ai: ['artifici', 'intelligenc'],
  artifici: ['ai'],
  intelligenc: ['ai'],
  social: ['media'],
  ad: ['advertis'],
  ads: ['advertis'],
  advertis: ['ad'],
  fintech: ['financ', 'money'],
  financ: ['money', 'market'],
  bank: ['financ', 'money'],
  tech: ['technolog'],
  technolog: ['tech'],
  persona: ['audienc'],
};

/** A crude English stemmer: enough that a visitor's word meets the page's. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length > 5 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  for (const suffix of ['ational', 'ation', 'ings', 'ing', 'ers', 'er', 'ive', 'or', 'ed', 'es', 's', 'al', 'e', 'y']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w;
}

/** The words of a text as the index keeps them (null drops a word). */
export function indexTerm(term: string): string | null {
  const word = term.toLowerCase();
  if (STOP.has(word) || word.length < 2) return null;
  return stem(word);
}

/** The stems of a question, each with its synonyms (a group is matched when any of its stems is). */
export function queryGroups(text: string): string[][] {
  const groups = new Map<string, string[]>();
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    const term = indexTerm(raw);
    if (!term || groups.has(term)) continue;
    groups.set(term, [term, ...(SYNONYMS[term] ?? [])]);
  }
  return [...groups.values()];
}

/** The stems of a question, with their synonyms. */
export function queryTerms(text: string): string[] {
  return [...new Set(queryGroups(text).flat())];
}
