import { act, renderHook } from '@testing-library/react';
import { usePageLive } from './usePageLive';

describe('usePageLive', () => {
  afterEach(() => {
    delete document.documentElement.dataset.pageReady;
  });

  it('turns true when the shell marks the page live, not before', async () => {
    const { result } = renderHook(() => usePageLive());
    expect(result.current).toBe(false);
    await act(async () => {
      document.documentElement.dataset.pageReady = 'true';
      // MutationObserver callbacks run as a microtask.
      await Promise.resolve();
    });
    expect(result.current).toBe(true);
  });

  it('is true at once on a page that is already live (a later client-side navigation)', () => {
    document.documentElement.dataset.pageReady = 'true';
    const { result } = renderHook(() => usePageLive());
    expect(result.current).toBe(true);
  });
});
