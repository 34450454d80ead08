import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import { E2E_DATA_DIR } from '../../support/env';
import { latestCode, waitForCode } from '../../support/outbox';


/** Signs in through the e-mail code form on the page (commerce's SignIn, mounted by the back office). */
export async function signInAt(page: Page, email: string, dataDir = E2E_DATA_DIR): Promise<void> {
  const previous = latestCode(dataDir, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Enter the 6-digit code from the e-mail.')).toBeVisible();
  await page.getByLabel('Code').fill(await waitForCode(dataDir, email, { previous }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

type AxeResults = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> };

/**
 * The WCAG 2.x A and AA rules of axe-core (the engine Lighthouse's accessibility audit runs) on
 * the page as it is; returns each violation as "rule: selectors".
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated rather than added as a <script>: the site's content security policy allows no inline script.
  await page.evaluate(source);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    }),
  )) as AxeResults;
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
