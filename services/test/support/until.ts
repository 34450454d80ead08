/** Waits until `check` holds, asking every 100 ms; throws when it has not within `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) if (await check()) return;
  throw new Error(`not within ${ms} ms`);
}
