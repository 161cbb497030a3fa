import { inventorySummaryQueryOptions, portfolioHistoryQueryOptions } from '@bullion/api-client';
import { useAppStore } from '@bullion/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HOLDINGS_SUMMARY, spotQuote, TWO_DAY_HISTORY } from '../testing/portfolio-fixtures';
import { DAY_CHANGE_HISTORY_DAYS } from './day-change';
import { PortfolioSummary } from './portfolio-summary';

function renderSummary() {
  // Only what is seeded: no request leaves the test (without a stored spot, the widget would ask for one).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } } });
  client.setQueryData(inventorySummaryQueryOptions().queryKey, HOLDINGS_SUMMARY);
  client.setQueryData(portfolioHistoryQueryOptions(DAY_CHANGE_HISTORY_DAYS).queryKey, TWO_DAY_HISTORY);
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
  it('follows the spot in the app store: a new quote changes the melt value and the day change', () => {
    useAppStore.setState({ spotPrices: spotQuote() });
    renderSummary();
    expect(figure('portfolio-melt-value').getByText('$46,900.00')).toBeTruthy();
    expect(figure('portfolio-day-change').getByText('+$400.00 (+0.86%)')).toBeTruthy();

    // Gold up $100: 12.5 ozt × 100 more.
    act(() => useAppStore.getState().setSpotPrices({ ...spotQuote(), gold: 2500 }));
    expect(figure('portfolio-melt-value').getByText('$48,150.00')).toBeTruthy();
    expect(figure('portfolio-day-change').getByText('+$1,650.00 (+3.55%)')).toBeTruthy();
  });

  it('labels a stale quote and still values with it', () => {
    useAppStore.setState({ spotPrices: spotQuote(new Date(Date.now() - 30 * 60_000).toISOString()) });
    renderSummary();
    expect(screen.getByTestId('portfolio-spot-state').textContent).toBe('Stale spot');
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
