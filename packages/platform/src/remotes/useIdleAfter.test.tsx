import { act, renderHook } from '@testing-library/react';
import { useIdleAfter } from './useIdleAfter';

describe('useIdleAfter (when the chat or a video player may start)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the start signal, then for the visitor to do something', () => {
    const { result, rerender } = renderHook(({ start }) => useIdleAfter(start, 3000), { initialProps: { start: false } });
    act(() => {
      window.dispatchEvent(new Event('pointermove'));
    });
    expect(result.current).toBe(false);
    rerender({ start: true });
    expect(result.current).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    expect(result.current).toBe(true);
  });

  it('without any interaction, comes after the delay', () => {
    const { result } = renderHook(() => useIdleAfter(true, 3000));
    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(result.current).toBe(false);
    act(() => {
      jest.advanceTimersByTime(2200);
    });
    expect(result.current).toBe(true);
  });
});
