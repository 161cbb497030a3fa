import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPOT_STALE_AFTER_MS, type SpotQuote } from '@bullion/contract';
import { quoteStatus, STRIP_METALS } from './spot-quote';
import { SpotStripView } from './spot-strip';

const NOW = Date.parse('2026-11-21T15:10:00.000Z');
const quote = (updatedAt: string, extra: Partial<SpotQuote> = {}): SpotQuote => ({
  gold: 2345.1,
  silver: 29.5,
  platinum: 980,
  palladium: 1012.25,
  rhodium: 4700,
  updatedAt,
  ...extra,
});

afterEach(cleanup);

describe('quoteStatus', () => {
  it('is fresh up to 5 minutes and stale after', () => {
    expect(quoteStatus(quote(new Date(NOW - SPOT_STALE_AFTER_MS).toISOString()), { now: NOW, failed: false, loading: false })).toBe('fresh');
    expect(quoteStatus(quote(new Date(NOW - SPOT_STALE_AFTER_MS - 1000).toISOString()), { now: NOW, failed: false, loading: false })).toBe('stale');
  });

  it('is stale when the latest refresh failed or the time cannot be read', () => {
    expect(quoteStatus(quote(new Date(NOW).toISOString()), { now: NOW, failed: true, loading: false })).toBe('stale');
    expect(quoteStatus(quote('yesterday-ish'), { now: NOW, failed: false, loading: false })).toBe('stale');
  });

  it('is loading before the first answer and missing when it failed', () => {
    expect(quoteStatus(null, { now: NOW, failed: false, loading: true })).toBe('loading');
    expect(quoteStatus(null, { now: NOW, failed: true, loading: false })).toBe('missing');
  });
});

describe('SpotStripView', () => {
  it('shows gold, silver, platinum and palladium in USD with their colours', () => {
    render(<SpotStripView quote={quote('2026-11-21T15:08:00.000Z')} status="fresh" onOpen={vi.fn()} />);
    const strip = screen.getByTestId('spot-strip');
    expect(strip.textContent).toContain('Gold$2,345.10');
    expect(strip.textContent).toContain('Silver$29.50');
    expect(strip.textContent).toContain('Platinum$980.00');
    expect(strip.textContent).toContain('Palladium$1,012.25');
    expect(strip.textContent).not.toContain('stale');
    const dots = [...strip.querySelectorAll<HTMLElement>('.spot-dot')].map((dot) => dot.style.background);
    expect(dots).toEqual(['rgb(255, 215, 0)', 'rgb(192, 192, 192)', 'rgb(47, 128, 237)', 'rgb(155, 81, 224)']);
    expect(STRIP_METALS.map((metal) => metal.color)).toEqual(['#FFD700', '#C0C0C0', '#2F80ED', '#9B51E0']);
  });

  it('marks a stale quote, with the time it was last updated in the tooltip', () => {
    render(<SpotStripView quote={quote('2026-11-21T14:00:00.000Z')} status="stale" onOpen={vi.fn()} />);
    const flag = within(screen.getByTestId('spot-strip')).getByText('stale');
    // The tooltip is the flag's description (shown on hover and keyboard focus by CSS).
    const described = flag.closest('[aria-describedby]');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(described?.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.textContent).toMatch(/^Last updated \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (am|pm)$/);
    // The prices are still shown.
    expect(screen.getByTestId('spot-strip').textContent).toContain('$2,345.10');
  });

  it('shows — for every metal and says unavailable when there is no quote', () => {
    render(<SpotStripView quote={null} status="missing" onOpen={vi.fn()} />);
    const strip = screen.getByTestId('spot-strip');
    expect(strip.querySelectorAll('.spot-price')).toHaveLength(4);
    for (const price of strip.querySelectorAll('.spot-price')) expect(price.textContent).toBe('—');
    expect(within(strip).getByText('unavailable')).toBeTruthy();
  });

  it('labels a simulated feed', () => {
    render(<SpotStripView quote={quote('2026-11-21T15:08:00.000Z', { simulated: true })} status="fresh" onOpen={vi.fn()} />);
    expect(within(screen.getByTestId('spot-strip')).getByText('Simulated')).toBeTruthy();
  });

  it('opens the spots modal when clicked', () => {
    const onOpen = vi.fn();
    render(<SpotStripView quote={null} status="loading" onOpen={onOpen} />);
    fireEvent.click(within(screen.getByTestId('spot-strip')).getByRole('button'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
