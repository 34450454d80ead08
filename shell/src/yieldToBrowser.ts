/**
 * Resolves in a later task, so the browser can paint and handle input in between.
 * `scheduler.yield()` keeps the continuation ahead of other queued tasks where it exists
 * (Chromium); elsewhere a timeout does the same job a little later.
 * Its own module, not part of the bootstrap chunk: the entry chunk imports it too, and importing it
 * from the bootstrap module would pull that whole chunk into the entry's task.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
