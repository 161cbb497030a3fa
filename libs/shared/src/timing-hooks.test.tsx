import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebounced } from './use-debounced';
import { useNow } from './use-now';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-02T09:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('ticks every interval, so a time-dependent state changes without new data', () => {
    const { result } = renderHook(() => useNow(1000));
    const start = result.current;
    act(() => vi.advanceTimersByTime(999));
    expect(result.current).toBe(start);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(start + 1000);
  });
});

describe('useDebounced', () => {
  it('gives the value only once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounced(value, 300), { initialProps: { value: 'ea' } });
    rerender({ value: 'eag' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'eagle' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('ea');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('eagle');
  });
});
