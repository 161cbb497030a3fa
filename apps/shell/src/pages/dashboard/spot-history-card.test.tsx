import { spotHistoryQueryOptions } from '@bullion/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SpotHistoryCard } from './spot-history-card';

// The chart's chunk, standing in: it records that it was loaded.
const chartChunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./spot-history-chart', () => {
  chartChunk.loads += 1;
  return { default: ({ metal }: { metal: string }) => <p>chart of {metal}</p> };
});

const point = (at: string, gold: number) => ({ at, gold, silver: 30, platinum: 950, palladium: 1000, rhodium: 4500 });

function renderCard(drawChart: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: false } } });
  client.setQueryData(spotHistoryQueryOptions('24h').queryKey, { range: '24h', points: [point('2026-11-27T10:00:00Z', 2400), point('2026-11-27T11:00:00Z', 2424)] });
  const view = (draw: boolean) => (
    <QueryClientProvider client={client}>
      <SpotHistoryCard drawChart={draw} />
    </QueryClientProvider>
  );
  const result = render(view(drawChart));
  return { ...result, allow: () => result.rerender(view(true)) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver the test drives: `scrollTo()` brings every observed element on screen. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[] }[] = [];
  class Stub {
    constructor(private callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observers.push({ callback: this.callback, elements: [element] });
    }
    disconnect = vi.fn();
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    observers,
    scrollTo: () => {
      for (const { callback, elements } of observers) {
        callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver);
      }
    },
  };
}

describe('the dashboard’s price history card', () => {
  it('holds the chart’s place, without loading its code, until the page lets it draw; then draws it', async () => {
    const { allow } = renderCard(false);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByTestId('spot-history-chart').textContent).toBe('');
    expect(chartChunk.loads).toBe(0);
    // The change over the range is shown at once; only the chart waits.
    expect(screen.getByText('+1.00 %')).toBeTruthy();

    allow();
    expect(await screen.findByText('chart of gold')).toBeTruthy();
    expect(chartChunk.loads).toBe(1);
  });

  it('draws the chart only once its place comes on screen (a phone scrolled to it)', async () => {
    const screenEdge = stubIntersectionObserver();
    renderCard(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('chart of gold')).toBeNull();
    expect(screenEdge.observers.map(({ elements }) => elements[0]?.getAttribute('data-testid'))).toEqual(['spot-history-chart']);

    act(() => screenEdge.scrollTo());
    expect(await screen.findByText('chart of gold')).toBeTruthy();
  });
});
