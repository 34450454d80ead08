import { expect, test } from '@playwright/test';

/**
 * Exactly one React in the composed site: every copy of react-dom registers itself with the
 * devtools hook when it starts, so a stand-in hook counts the copies across routes of every remote.
 */
test('one React renderer across all remotes', async ({ page }) => {
  await page.addInitScript(() => {
    const renderers = new Map<number, { version?: string; rendererPackageName?: string }>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { version?: string; rendererPackageName?: string }) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  const reactChunks = new Set<string>();
  page.on('response', async (res) => {
    if (!res.url().endsWith('.js')) return;
    const body = await res.text().catch(() => '');
    // react-dom's client bundle carries this error-decoder URL exactly once per copy.
    if (body.includes('react.dev/errors') && body.includes('createRoot')) reactChunks.add(new URL(res.url()).pathname);
  });

  await page.goto('/');
  await expect(page.locator('[data-remote="marketing"]')).toBeVisible({ timeout: 20_000 });
  for (const link of ['Portfolio', 'Blog', 'Resource Hub']) {
    await page.getByTestId('site-footer').getByRole('link', { name: link, exact: true }).click();
    await expect(page.locator('[data-remote]').first()).toBeVisible({ timeout: 20_000 });
  }
  await page.waitForLoadState('networkidle');

  const renderers = await page.evaluate(() => {
    const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { rendererPackageName?: string; version?: string }> } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    return Array.from(hook.renderers.values()).map((r) => `${r.rendererPackageName}@${r.version}`);
  });
  expect(renderers).toHaveLength(1);
  expect(renderers[0]).toMatch(/^react-dom@19\./);
  expect(reactChunks.size).toBe(1);
});
