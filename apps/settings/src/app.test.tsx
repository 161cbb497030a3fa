import { renderInShell } from '@bullion/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SettingsApp } from './app';
import { importPageModules, PRELOAD_TIMEOUT_MS } from '@bullion/ui/testing';

beforeAll(() => importPageModules(import.meta.glob('./pages/*-page.tsx')), PRELOAD_TIMEOUT_MS);

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  // The pages load their data: queries stay off, so nothing waits on the network here.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return renderInShell(
    <>
      <SettingsApp />
      <Location />
    </>,
    { path, client },
  );
}

describe('settings area routes', () => {
  afterEach(cleanup);

  it('redirects /settings to /settings/account', async () => {
    renderAt('/settings');
    // The page is its own chunk: the redirect (a router transition) completes once it has loaded.
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/settings/account');
  });

  it('on a wide screen, marks the page of the URL in the settings menu', () => {
    // Every breakpoint query matches: a desktop-wide window.
    const narrow = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...narrow(query), matches: true });
    try {
      renderAt('/settings/billing-and-plans');
      const selected = document.querySelector('.ant-menu-item-selected');
      expect(selected?.textContent).toBe('Billing & plans');
    } finally {
      window.matchMedia = narrow;
    }
  });

  it('on a phone, a one-line picker names the page and opens another', async () => {
    renderAt('/settings/billing-and-plans');
    expect(document.querySelector('.ant-menu')).toBeNull();
    const picker = screen.getByRole('combobox', { name: 'Settings page' });
    expect(picker.closest('.ant-select')?.textContent).toContain('Billing & plans');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('People'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/settings/people'));
  });

  it('shows Not Found for an unknown settings page', async () => {
    renderAt('/settings/nope');
    expect(await screen.findByText('Not Found')).toBeTruthy();
  });
});
