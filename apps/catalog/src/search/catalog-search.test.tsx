import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATASETS_FIXTURE } from '../import/datasets.fixture';
import { signInToGroup } from '@bullion/shared/testing';
import { GROUP_ID, groupWithTitleFormat, pageOf, partial } from '../testing/fixtures';
import { renderInShell, resetShared, stubApi } from '../testing/render';
import { CatalogSearch } from './catalog-search';
import { searchTermOf } from './search-term';

describe('searchTermOf', () => {
  it('searches only with 3 or more characters after trimming', () => {
    expect(searchTermOf('  ea ')).toBeNull();
    expect(searchTermOf(' eag ')).toBe('eag');
  });
});

describe('CatalogSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    resetShared();
  });

  const RESULTS = [partial('a', 'American Gold Eagle 1 oz'), partial('b', 'American Silver Eagle 1 oz'), partial('c', 'Eagle Round 1 oz')];

  /** Lets fetches, React Query and renders finish under fake timers. */
  async function settle() {
    for (let i = 0; i < 5; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(20);
      });
    }
  }

  async function type(text: string) {
    fireEvent.change(screen.getByPlaceholderText('Search products'), { target: { value: text } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
  }

  it('asks for 3 characters, debounces, and says when nothing is found', async () => {
    const { calls } = stubApi({
      'GET /datasets': () => DATASETS_FIXTURE,
      'GET /products': (url) => pageOf(url.searchParams.get('q') === 'zzz' ? [] : RESULTS),
    });
    renderInShell(<CatalogSearch request={{}} onDone={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Catalog search' })).toBeTruthy();
    expect(screen.getByText('Type at least 3 characters to search')).toBeTruthy();
    await type('  ea  ');
    expect(screen.getByText('Type at least 3 characters to search')).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname === '/api/products')).toHaveLength(0);

    fireEvent.change(screen.getByPlaceholderText('Search products'), { target: { value: 'zz' } });
    fireEvent.change(screen.getByPlaceholderText('Search products'), { target: { value: 'zzz' } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(calls.filter((call) => call.url.pathname === '/api/products')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await settle();
    expect(screen.getByText('No products found for "zzz"')).toBeTruthy();
    expect(calls.filter((call) => call.url.pathname === '/api/products').map((call) => call.url.searchParams.get('q'))).toEqual(['zzz']);
  });

  it('checks and disables products already in the list, toggles selection, filters to it and hands it back', async () => {
    stubApi({ 'GET /datasets': () => DATASETS_FIXTURE, 'GET /products': (url) => pageOf(url.searchParams.get('q') === 'zzz' ? [] : RESULTS) });
    const onDone = vi.fn();
    renderInShell(<CatalogSearch request={{ existingIds: ['a'] }} onDone={onDone} />);
    await type('eagle');
    await settle();
    const existing = (screen.getByRole('checkbox', { name: 'American Gold Eagle 1 oz (already added)' })) as HTMLInputElement;
    expect(existing.checked).toBe(true);
    expect(existing.disabled).toBe(true);
    expect(screen.getByRole('button', { name: '0/3 variants selected' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Eagle Round 1 oz' }));
    fireEvent.click(screen.getByText('American Silver Eagle 1 oz'));
    fireEvent.click(screen.getByText('Eagle Round 1 oz'));
    fireEvent.click(screen.getByText('Eagle Round 1 oz'));
    expect((screen.getByRole('checkbox', { name: 'Select Eagle Round 1 oz' }) as HTMLInputElement).checked).toBe(true);

    const counter = screen.getByRole('button', { name: '2/3 variants selected' });
    fireEvent.click(counter);
    expect(screen.queryByText('American Gold Eagle 1 oz')).toBeNull();
    expect(screen.getByText('American Silver Eagle 1 oz')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2/3 variants selected' }));
    expect(screen.getByText('American Gold Eagle 1 oz')).toBeTruthy();

    // A search with no results keeps the selection: the footer counts it, never "2/0".
    await type('zzz');
    await settle();
    expect(screen.getByRole('button', { name: '2/2 variants selected' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add selected' }));
    expect(onDone).toHaveBeenCalledWith({
      products: [
        // Unselected and selected again: it moves to the end.
        { id: 'b', title: 'American Silver Eagle 1 oz', groupId: null, obverseImage: '/api/catalog-art/b/obverse.svg' },
        { id: 'c', title: 'Eagle Round 1 oz', groupId: null, obverseImage: '/api/catalog-art/c/obverse.svg' },
      ],
    });
  });

  it("shows and hands back the titles in the group's product title format", async () => {
    stubApi({
      'GET /datasets': () => DATASETS_FIXTURE,
      'GET /groups/:id': () => groupWithTitleFormat('{year} {title} {weight} {weightUnit}'),
      'GET /products': () => pageOf([{ ...partial('s', 'American Silver Eagle'), year: 2024, weight: 1, weightUnit: 'ozt', metal: 'silver' }]),
    });
    signInToGroup(GROUP_ID, {});
    const onDone = vi.fn();
    renderInShell(<CatalogSearch request={{}} onDone={onDone} />);
    await type('eagle');
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 2024 American Silver Eagle 1 ozt' }));
    expect(screen.getByRole('button', { name: 'Preview 2024 American Silver Eagle 1 ozt' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add selected' }));
    expect(onDone).toHaveBeenCalledWith({ products: [{ id: 's', title: '2024 American Silver Eagle 1 ozt', groupId: null, obverseImage: '/api/catalog-art/s/obverse.svg' }] });
  });
});
