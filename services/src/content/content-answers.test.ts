import { ANSWERS_MAX, ContentAnswers } from './content-answers';
import type { ContentChanges } from './content-changes';

/** The change counter as a number the test moves (ContentChanges.latest reads content_changes). */
function answersAt(start = 1) {
  const counter = { n: start, reads: 0 };
  const changes = { latest: async () => (counter.reads++, counter.n) } as unknown as ContentChanges;
  return { answers: new ContentAnswers(changes), counter };
}

describe('ContentAnswers', () => {
  it('builds an answer once per change number and builds it again once the number moved', async () => {
    const { answers, counter } = answersAt();
    let builds = 0;
    const build = async () => ({ title: `built ${++builds}` });
    expect(await answers.get('article/a', build)).toEqual({ title: 'built 1' });
    expect(await answers.get('article/a', build)).toEqual({ title: 'built 1' });
    expect(builds).toBe(1);
    // Every request reads the counter: a change made by another API replica is seen at once.
    expect(counter.reads).toBe(2);

    counter.n += 1;
    expect(await answers.get('article/a', build)).toEqual({ title: 'built 2' });
    expect(await answers.get('article/a', build)).toEqual({ title: 'built 2' });
    expect(builds).toBe(2);
  });

  it('keeps each key apart, and asks concurrent requests of one change to share one build', async () => {
    const { answers } = answersAt();
    let builds = 0;
    const build = (v: string) => async () => (builds++, { v });
    const [a1, a2, b] = await Promise.all([answers.get('a', build('a')), answers.get('a', build('a')), answers.get('b', build('b'))]);
    expect([a1, a2, b]).toEqual([{ v: 'a' }, { v: 'a' }, { v: 'b' }]);
    expect(builds).toBe(2);
  });

  it('does not keep a failed build nor one keepIf refuses', async () => {
    const { answers } = answersAt();
    await expect(answers.get('a', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await answers.get('a', async () => ({ ok: true }))).toEqual({ ok: true });

    let builds = 0;
    const missing = async () => (builds++, { missing: true });
    await answers.get('nothing-here', missing, (answer) => !answer.missing);
    await Promise.resolve();
    await answers.get('nothing-here', missing, (answer) => !answer.missing);
    expect(builds).toBe(2);
  });

  it('keeps at most ANSWERS_MAX answers, the oldest built out first', async () => {
    const { answers } = answersAt();
    let builds = 0;
    const build = async () => (builds++, {});
    for (let i = 0; i <= ANSWERS_MAX; i += 1) await answers.get(`k${i}`, build);
    expect(answers.size).toBe(ANSWERS_MAX);
    builds = 0;
    await answers.get(`k${ANSWERS_MAX}`, build);
    expect(builds).toBe(0);
    await answers.get('k0', build);
    expect(builds).toBe(1);
  });
});
