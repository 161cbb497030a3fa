import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ThemeExports from './theme';

type ThemeModule = typeof ThemeExports;

interface FakeMediaQuery {
  prefersDark: boolean;
  change(): void;
}

/** Stubs window.matchMedia; `prefers-color-scheme: dark` matches while `prefersDark` is true. */
function stubMatchMedia(prefersDark: boolean): FakeMediaQuery {
  const listeners = new Set<() => void>();
  const fake: FakeMediaQuery = {
    prefersDark,
    change: () => listeners.forEach((listener) => listener()),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && fake.prefersDark;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    })),
  );
  return fake;
}

/** A fresh copy of the module, so that its startup read of localStorage runs again. */
async function loadTheme(): Promise<ThemeModule> {
  vi.resetModules();
  return import('./theme');
}

describe('themeService', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is light by default when nothing is stored', async () => {
    const { themeService, DEFAULT_THEME } = await loadTheme();
    expect(DEFAULT_THEME).toBe('light');
    expect(themeService.get()).toBe('light');
    expect(themeService.resolved()).toBe('light');
  });

  it('starts with the choice stored under "vite-ui-theme"', async () => {
    localStorage.setItem('vite-ui-theme', 'dark');
    const { themeService } = await loadTheme();
    expect(themeService.get()).toBe('dark');
    expect(themeService.resolved()).toBe('dark');
  });

  it('falls back to light when the stored value is not a theme', async () => {
    localStorage.setItem('vite-ui-theme', 'purple');
    const { themeService } = await loadTheme();
    expect(themeService.get()).toBe('light');
  });

  it("set('dark') stores 'dark' under vite-ui-theme and notifies subscribers", async () => {
    const { themeService, THEME_STORAGE_KEY } = await loadTheme();
    const listener = vi.fn();
    themeService.subscribe(listener);

    themeService.set('dark');

    expect(THEME_STORAGE_KEY).toBe('vite-ui-theme');
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark');
    expect(themeService.get()).toBe('dark');
    expect(themeService.resolved()).toBe('dark');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops notifying a subscriber after it unsubscribes', async () => {
    const { themeService } = await loadTheme();
    const listener = vi.fn();
    const unsubscribe = themeService.subscribe(listener);
    unsubscribe();
    themeService.set('dark');
    expect(listener).not.toHaveBeenCalled();
  });

  it("resolves 'system' to dark when the OS prefers dark", async () => {
    stubMatchMedia(true);
    const { themeService } = await loadTheme();
    themeService.set('system');
    expect(themeService.get()).toBe('system');
    expect(themeService.resolved()).toBe('dark');
  });

  it("resolves 'system' to light when the OS prefers light", async () => {
    stubMatchMedia(false);
    const { themeService } = await loadTheme();
    themeService.set('system');
    expect(themeService.resolved()).toBe('light');
  });

  it("notifies subscribers when the OS switches while 'system' is chosen, and not otherwise", async () => {
    const media = stubMatchMedia(false);
    const { themeService } = await loadTheme();
    const listener = vi.fn();
    themeService.subscribe(listener);

    themeService.set('light');
    listener.mockClear();
    media.prefersDark = true;
    media.change();
    expect(listener).not.toHaveBeenCalled();

    themeService.set('system');
    listener.mockClear();
    media.prefersDark = false;
    media.change();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(themeService.resolved()).toBe('light');
  });

  it('follows a theme change made in another tab', async () => {
    const { themeService } = await loadTheme();
    const listener = vi.fn();
    themeService.subscribe(listener);

    localStorage.setItem('vite-ui-theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'vite-ui-theme', newValue: 'dark' }));

    expect(themeService.get()).toBe('dark');
    expect(listener).toHaveBeenCalled();
  });

  it('useResolvedTheme re-renders with the new theme after set()', async () => {
    const { themeService, useResolvedTheme } = await loadTheme();
    const { result } = renderHook(() => useResolvedTheme());
    expect(result.current).toBe('light');
    act(() => themeService.set('dark'));
    expect(result.current).toBe('dark');
  });
});
