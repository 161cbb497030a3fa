// index.html's inline start-up script (before any bundle runs): it applies the stored theme choice
// the way libs/shared/src/theme.ts does, and shows the app's frame only with a stored session.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_STORAGE_KEY, FRESH_SESSION_MIN_VALIDITY_MS, readStoredSession } from '@bullion/api-client';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@bullion/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

const html = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function start({ theme, session, systemDark = false }: { theme?: string; session?: boolean; systemDark?: boolean }) {
  localStorage.clear();
  if (theme) localStorage.setItem(THEME_STORAGE_KEY, theme);
  if (session) localStorage.setItem(AUTH_STORAGE_KEY, '{"access_token":"x"}');
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: systemDark && query === '(prefers-color-scheme: dark)' }));
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.classList.remove('boot-signed-in');
  new Function(inlineScript)();
  return { theme: document.documentElement.dataset.theme, frame: document.documentElement.classList.contains('boot-signed-in') };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("index.html's start-up script", () => {
  it('reads the keys the app uses: the theme choice and the stored session', () => {
    expect(inlineScript).toContain(`'${THEME_STORAGE_KEY}'`);
    expect(inlineScript).toContain(`'${AUTH_STORAGE_KEY}'`);
  });

  it('applies the theme choice as the app will: dark, light, the system’s, and the default without one', () => {
    expect(start({ theme: 'dark' }).theme).toBe('dark');
    expect(start({ theme: 'light', systemDark: true }).theme).toBe('light');
    expect(start({ theme: 'system', systemDark: true }).theme).toBe('dark');
    expect(start({ theme: 'system' }).theme).toBe('light');
    expect(start({ systemDark: true }).theme).toBe(DEFAULT_THEME);
  });

  it('draws the signed-in frame only when a session is stored (the login page comes without it)', () => {
    expect(start({ session: true }).frame).toBe(true);
    expect(start({}).frame).toBe(false);
    // Inside #root, which React's first render replaces; hidden unless the stylesheet shows it.
    expect(html).toMatch(/<div id="root">\s*<div class="boot-frame" aria-hidden="true" hidden>/);
    const css = readFileSync(join(import.meta.dirname, 'styles.css'), 'utf8');
    expect(css).toMatch(/\.boot-signed-in \.boot-frame \{\s*display: block;/);
  });
});

describe("the build's preload of supabase-js for a signed-in start", () => {
  // scripts/vite/federation.ts: supabase-js is preloaded with the start's code only when the app will
  // wait for it, which is what session-store.ts decides with readStoredSession.
  const federation = readFileSync(join(import.meta.dirname, '../../../scripts/vite/federation.ts'), 'utf8');
  const template = /const SESSION_DUE_FOR_REFRESH =\s*`([^`]*)`/.exec(federation)?.[1] ?? '';
  const storedSession = /const STORED_SESSION = `([^`]*)`/.exec(federation)?.[1] ?? '';
  const dueForRefresh = () => new Function(`return ${template.replace('${STORED_SESSION}', storedSession)}`)() as boolean;
  const store = (expiresInMs: number) =>
    localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Math.floor((Date.now() + expiresInMs) / 1000), user: { id: 'u' } }),
    );

  it('is asked for exactly when the app will wait for supabase-js', () => {
    expect(template).not.toBe('');
    for (const expiresInMs of [FRESH_SESSION_MIN_VALIDITY_MS + 5_000, FRESH_SESSION_MIN_VALIDITY_MS - 5_000, 60_000, -60_000]) {
      store(expiresInMs);
      expect(dueForRefresh()).toBe(readStoredSession() === null);
    }
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    expect(dueForRefresh()).toBe(true);
  });
});
