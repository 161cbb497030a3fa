import { useSyncExternalStore } from 'react';
import type { ResolvedTheme, ThemeChoice, ThemeService } from './contract';

export const THEME_STORAGE_KEY = 'vite-ui-theme';
export const DEFAULT_THEME: ThemeChoice = 'light';

const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'dark' || stored === 'light' || stored === 'system' ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

let choice: ThemeChoice = typeof window === 'undefined' ? DEFAULT_THEME : readChoice();

function notify() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  // Another tab changed the theme, or the OS switched while "system" is chosen.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    choice = readChoice();
    notify();
  });
  if (typeof matchMedia === 'function') {
    matchMedia('(prefers-color-scheme: dark)').addEventListener?.('change', () => {
      if (choice === 'system') notify();
    });
  }
}

/** Light, dark or system; stored under `vite-ui-theme` so the choice survives reloads; light by default. */
export const themeService: ThemeService = {
  get: () => choice,
  set(next) {
    choice = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice still holds for this page.
    }
    notify();
  },
  resolved: () => (choice === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : choice),
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(themeService.subscribe, themeService.resolved, () => DEFAULT_THEME as ResolvedTheme);
}

export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(themeService.subscribe, themeService.get, () => DEFAULT_THEME);
}
