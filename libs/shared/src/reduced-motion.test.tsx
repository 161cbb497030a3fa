import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './reduced-motion';

/** A system setting the test can change, as matchMedia reports it. */
function systemSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduce;
    },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (query: string) => (query === list.media ? list : { matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
  return {
    listeners,
    change(next: boolean) {
      reduce = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('useReducedMotion', () => {
  it('follows the system setting as the user changes it, and stops listening when unmounted', () => {
    const setting = systemSetting(false);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => setting.change(true));
    expect(result.current).toBe(true);
    act(() => setting.change(false));
    expect(result.current).toBe(false);
    unmount();
    expect(setting.listeners.size).toBe(0);
  });
});
