// The portfolio-summary widget the shell mounts on its dashboard (contract 1.2), in each state:
// filled at a fresh spot, stale spot, no spot, holdings bought today, no closing spot for yesterday,
// an empty group, loading and a failed summary. The spot comes from the app store, as in the shell.
import { useAppStore } from '@bullion/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MOCK_API_URL } from '@bullion/api-mocks';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { PortfolioSummaryWidget } from '../portfolio/portfolio-summary-widget';
import { ADDED_TODAY_HISTORY, EMPTY_SUMMARY, HOLDINGS_SUMMARY, portfolioHandlers, spotQuote, TODAY, YESTERDAY } from '../testing/portfolio-fixtures';

function DashboardSlot() {
  return (
    <div style={{ maxWidth: 960 }}>
      <PortfolioSummaryWidget />
    </div>
  );
}

const spotFeedDown = http.get(`${MOCK_API_URL}/spots`, () => HttpResponse.json({ error: { code: 'unavailable', message: 'The spot feed is down.' } }, { status: 503 }));

const withSpot = (minutesOld: number | null) => async () => {
  useAppStore.setState({ spotPrices: minutesOld === null ? null : spotQuote(new Date(Date.now() - minutesOld * 60_000).toISOString()) });
};

const meta = {
  title: 'Inventory/Portfolio summary widget',
  render: () => <DashboardSlot />,
  parameters: { route: '/' },
  loaders: [withSpot(0)],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const figure = async (canvasElement: HTMLElement, testId: string) => within(await within(canvasElement).findByTestId(testId));

export const Filled: Story = {
  name: 'Filled, live spot',
  parameters: { msw: { handlers: { overrides: portfolioHandlers() } } },
  play: async ({ canvasElement }) => {
    await expect((await figure(canvasElement, 'portfolio-melt-value')).getByText('$46,900.00')).toBeTruthy();
    await expect((await figure(canvasElement, 'portfolio-day-change')).findByText('+$400.00 (+0.86%)')).resolves.toBeTruthy();
    // Gold's costed 11.5 ozt + silver + platinum at the spot, against their cost: 44,500 − 40,900.
    await expect((await figure(canvasElement, 'portfolio-gain-loss')).getByText('+$3,600.00 (+8.80%)')).toBeTruthy();
    await expect(within(canvasElement).getByText('12.500 ozt')).toBeTruthy();
  },
};

export const StaleSpot: Story = {
  name: 'Stale spot',
  loaders: [withSpot(20)],
  parameters: { msw: { handlers: { overrides: portfolioHandlers() } }, expectText: 'Stale spot' },
};

export const SpotUnavailable: Story = {
  name: 'No spot price',
  loaders: [withSpot(null)],
  // Without a spot in the store the widget asks for one (as on its own, outside the shell): the feed is down too.
  parameters: { msw: { handlers: { overrides: [...portfolioHandlers(), spotFeedDown] } } },
  play: async ({ canvasElement }) => {
    const melt = await figure(canvasElement, 'portfolio-melt-value');
    await expect(melt.getByText('Unavailable')).toBeTruthy();
    await expect(melt.getByText('No spot price yet')).toBeTruthy();
  },
};

export const BoughtToday: Story = {
  name: 'Holdings bought today',
  parameters: { msw: { handlers: { overrides: portfolioHandlers({ history: ADDED_TODAY_HISTORY }) } } },
  play: async ({ canvasElement }) => {
    // The purchase is not a gain: the day change is the price move on what is held, as in Filled.
    const change = await figure(canvasElement, 'portfolio-day-change');
    await expect(change.findByText('+$400.00 (+0.86%)')).resolves.toBeTruthy();
    await expect(change.getByText('Price move since yesterday’s close on what is held now')).toBeTruthy();
  },
};

export const NoClosingSpot: Story = {
  name: 'No spot price for yesterday',
  parameters: {
    msw: { handlers: { overrides: portfolioHandlers({ history: { days: [{ ...YESTERDAY, meltValue: null, spot: null }, TODAY] } }) } },
    expectText: 'No spot price recorded for yesterday',
  },
};

export const Empty: Story = {
  name: 'Empty group',
  parameters: { msw: { handlers: { overrides: portfolioHandlers({ summary: EMPTY_SUMMARY }) } }, expectText: 'Add items' },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { overrides: portfolioHandlers({ pending: true }) } } },
};

export const LoadError: Story = {
  name: 'Summary error',
  parameters: { msw: { handlers: { overrides: portfolioHandlers({ summaryStatus: 500 }) } }, expectText: 'The portfolio could not be loaded' },
};

export const OnlyCopper: Story = {
  name: 'Holdings without a spot price',
  parameters: {
    msw: { handlers: { overrides: portfolioHandlers({ summary: { ...HOLDINGS_SUMMARY, metals: HOLDINGS_SUMMARY.metals.filter((metal) => metal.metal === 'copper') } }) } },
    expectText: 'No held metal has a spot price',
  },
};
