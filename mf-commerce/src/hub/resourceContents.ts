/**
 * What each downloadable file holds, in the words a buyer checks before and after paying. The files
 * are made by packages/artwork (services/assets/hub/): keep these lines in step with them.
 */
export const RESOURCE_CONTENTS: Record<string, { kind: string; holds: string }> = {
  'brand-persona-guide': {
    kind: 'Word document',
    holds: '8 sections: interview questions, three worked personas, a scoring method and how to use them',
  },
  'persona-tools-package': {
    kind: 'PDF, 6 printable pages',
    holds: 'Empathy map, customer journey canvas, persona one-pager and an interview script',
  },
  'persona-score-guide': {
    kind: 'Excel sheet',
    holds: 'Scores for reach, value and fit with adjustable weights, ranks and a scoring guide',
  },
};
