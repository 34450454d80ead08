import { recordedAnswers } from './answer-recorder';
import { ContractChecker, contractProblems } from './contract-checker';

/**
 * The contract test (jest setupFilesAfterEnv): after each test file, every answer its apps gave
 * (test-app.ts records them) must be one services/openapi.json declares: the status for that
 * method and path, the content type, the JSON body's schema, and Allow on 405 and OPTIONS.
 * A file whose traffic holds an undeclared answer fails, naming each.
 */
const SHOWN = 40;

afterAll(() => {
  const answers = recordedAnswers();
  if (answers.length === 0) return;
  const problems = contractProblems(ContractChecker.fromFile(), answers);
  if (problems.length === 0) return;
  const more = problems.length > SHOWN ? `\n... and ${problems.length - SHOWN} more` : '';
  throw new Error(
    `${problems.length} answer(s) of ${answers.length} are not what services/openapi.json declares. ` +
      'Declare them (the route\'s decorators, or services/src/contract/common-answers.ts for answers every route of a kind gives), then `npm run contract`; or fix the answer.\n' +
      problems.slice(0, SHOWN).join('\n') +
      more,
  );
});
