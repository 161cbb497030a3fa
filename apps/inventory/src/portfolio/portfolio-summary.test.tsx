import { inventorySummaryQueryOptions, portfolioHistoryQueryOptions } from '@bullion/api-client';
import type { PortfolioHistory } from '@bullion/contract';
import { useAppStore } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ADDED_TODAY_HISTORY, HOLDINGS_SUMMARY, spotQuote, TODAY, TWO_DAY_HISTORY, YESTERDAY } from '../testing/portfolio-fixtures';
import { DAY_CHANGE_HISTORY_DAYS } from './day-change';
import { PortfolioSummary } from './portfolio-summary';

function renderSummary(history: PortfolioHistory = TWO_DAY_HISTORY) {
  // Only what is seeded: no request leaves the test (without a stored spot, the widget would ask for one).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } } });
  client.setQueryData(inventorySummaryQueryOptions().queryKey, HOLDINGS_SUMMARY);
  client.setQueryData(portfolioHistoryQueryOptions(DAY_CHANGE_HISTORY_DAYS).queryKey, history);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PortfolioSummary />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const figure = (testId: string) => within(screen.getByTestId(testId));

afterEach(() => {
  cleanup();
  useAppStore.setState({ spotPrices: null });
});

describe('portfolio summary', () => {
  it('lists fine weight and melt value per metal in a table, one row a metal, copper without a spot price', () => {
    useAppStore.setState({ spotPrices: spotQuote() });
    renderSummary();
    const table = screen.getByRole('table', { name: 'Fine metal per metal' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).queryAllByRole('columnheader').map((cell) => cell.textContent))[0]).toEqual(['Metal', 'Fine weight', 'Melt value']);
    const cells = rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toHaveLength(4);
    // 12.5 ozt × $2,400; 500 ozt × $30; 2 ozt × $950; copper has no spot price.
    expect(cells[0]?.[0]).toBe('Gold');
    expect(cells[0]?.[2]).toBe('$30,000.00');
    expect(cells[1]?.[2]).toBe('$15,000.00');
    expect(cells[2]?.[2]).toBe('$1,900.00');
    expect(cells[3]).toEqual(['Copper', expect.stringMatching(/^100/), 'No spot price']);
  });

  it('follows the spot in the app store: a new quote changes the melt value and the day change', () => {
    useAppStore.setState({ spotPrices: spotQuote() });
    renderSummary();
    expect(figure('portfolio-melt-value').getByText('$46,900.00')).toBeTruthy();
    // Since yesterday's close: gold 12.5 ozt × +24, silver 500 ozt × +0.20, platinum unchanged; of $46,500.
    expect(figure('portfolio-day-change').getByText('+$400.00 (+0.86%)')).toBeTruthy();
    expect(figure('portfolio-day-change').getByText('Price move since yesterday’s close on what is held now')).toBeTruthy();

    // Gold up $100: 12.5 ozt × 100 more.
    act(() => useAppStore.getState().setSpotPrices({ ...spotQuote(), gold: 2500 }));
    expect(figure('portfolio-melt-value').getByText('$48,150.00')).toBeTruthy();
    expect(figure('portfolio-day-change').getByText('+$1,650.00 (+3.55%)')).toBeTruthy();
  });

  it('does not count metal bought today as a day gain, only the price move on it', () => {
    useAppStore.setState({ spotPrices: spotQuote() });
    renderSummary(ADDED_TODAY_HISTORY);
    expect(figure('portfolio-melt-value').getByText('$46,900.00')).toBeTruthy();
    expect(figure('portfolio-day-change').getByText('+$400.00 (+0.86%)')).toBeTruthy();
  });

  it('shows no day change when yesterday has no stored spot price', () => {
    useAppStore.setState({ spotPrices: spotQuote() });
    renderSummary({ days: [{ ...YESTERDAY, meltValue: null, spot: null }, TODAY] });
    expect(figure('portfolio-day-change').getByText('—')).toBeTruthy();
    expect(figure('portfolio-day-change').getByText('No spot price recorded for yesterday')).toBeTruthy();
  });

  it('labels a stale quote and still values with it', () => {
    useAppStore.setState({ spotPrices: spotQuote(new Date(Date.now() - 30 * 60_000).toISOString()) });
    renderSummary();
    const spotState = within(screen.getByTestId('portfolio-spot-state'));
    expect(spotState.getByText('Stale spot')).toBeTruthy();
    // Why, in the tag's tooltip (shown on hover and focus).
    expect(spotState.getByRole('tooltip', { hidden: true }).textContent).toMatch(/^Values use the last spot price, from /);
    expect(figure('portfolio-melt-value').getByText('$46,900.00')).toBeTruthy();
    expect(figure('portfolio-melt-value').getByText(/At the last known spot/)).toBeTruthy();
  });

  it('shows no $0 without a spot: the value is unavailable and so are the changes', () => {
    renderSummary();
    expect(figure('portfolio-melt-value').getByText('Unavailable')).toBeTruthy();
    expect(figure('portfolio-day-change').getByText('—')).toBeTruthy();
    expect(figure('portfolio-gain-loss').getByText('—')).toBeTruthy();
    expect(screen.queryByText(/\$0\.00/)).toBeNull();
    // The fine weights do not need a spot.
    expect(screen.getByText('500.000 ozt')).toBeTruthy();
  });

  it('links to the inventory and counts the items it cannot value', () => {
    useAppStore.setState({ spotPrices: spotQuote() });
    renderSummary();
    expect(screen.getByRole('link', { name: 'View inventory' }).getAttribute('href')).toBe('/inventory');
    expect(screen.getByText('1 item without a metal or fine weight is counted but not valued.')).toBeTruthy();
  });
});
