import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { PENDING_DELAY_MS, PENDING_MIN_DISPLAY_MS, PendingBoundary, usePendingStore } from '@bullion/shared';
import { PendingIndicator } from './pending-indicator';

const bar = () => screen.queryByTestId('pending-indicator');

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('PendingIndicator', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    usePendingStore.setState({ count: 0 });
  });

  it('uses the spec constants: 1000 ms threshold, 500 ms minimum display', () => {
    expect(PENDING_DELAY_MS).toBe(1000);
    expect(PENDING_MIN_DISPLAY_MS).toBe(500);
  });

  it('shows nothing for a load shorter than 1000 ms', () => {
    const { rerender } = render(<PendingIndicator pending />);
    advance(999);
    expect(bar()).toBeNull();
    rerender(<PendingIndicator pending={false} />);
    advance(2000);
    expect(bar()).toBeNull();
  });

  it('appears once pending has lasted 1000 ms', () => {
    render(<PendingIndicator pending />);
    advance(999);
    expect(bar()).toBeNull();
    advance(1);
    expect(bar()).not.toBeNull();
    expect(bar()?.getAttribute('role')).toBe('progressbar');
  });

  it('stays at least 500 ms once shown, even if pending ends right away', () => {
    const { rerender } = render(<PendingIndicator pending />);
    advance(1000);
    expect(bar()).not.toBeNull();
    advance(100);
    rerender(<PendingIndicator pending={false} />);
    advance(399);
    expect(bar()).not.toBeNull();
    advance(1);
    expect(bar()).toBeNull();
  });

  it('hides at once when it has already been shown for 500 ms', () => {
    const { rerender } = render(<PendingIndicator pending />);
    advance(1000 + 800);
    rerender(<PendingIndicator pending={false} />);
    expect(bar()).toBeNull();
  });

  it('stays shown without a gap when pending resumes during the minimum display', () => {
    const { rerender } = render(<PendingIndicator pending />);
    advance(1000);
    rerender(<PendingIndicator pending={false} />);
    advance(200);
    rerender(<PendingIndicator pending />);
    advance(5000);
    expect(bar()).not.toBeNull();
    rerender(<PendingIndicator pending={false} />);
    expect(bar()).toBeNull();
  });

  it('follows a Suspense boundary: a lazy page pending for 1.5 s shows the bar, which then stays 500 ms', async () => {
    let finish: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const Page = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (finish = resolve)));
    render(
      <>
        <PendingIndicator />
        <PendingBoundary>
          <Page />
        </PendingBoundary>
      </>,
    );
    advance(1000);
    expect(bar()).not.toBeNull();
    advance(500);
    await act(async () => {
      finish({ default: () => <p>Loaded page</p> });
    });
    expect(screen.getByText('Loaded page')).toBeTruthy();
    // Shown for 500 ms already: it goes with the page.
    expect(bar()).toBeNull();
    expect(usePendingStore.getState().count).toBe(0);
  });
});
