import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainLoadError, PlainLoadingState } from './page-states';

afterEach(cleanup);

describe('the plain page states', () => {
  it('marks loading lines busy and names them', () => {
    const { container } = render(<PlainLoadingState label="Loading the portfolio summary" rows={4} />);
    expect(screen.getByLabelText('Loading the portfolio summary').getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.bd-skeleton-row')).toHaveLength(4);
  });

  it('announces a spinner by its label and shows its tip', () => {
    render(<PlainLoadingState layout="spin" label="Loading Orders…" tip="Loading Orders…" />);
    expect(screen.getByRole('status', { name: 'Loading Orders…' }).textContent).toBe('Loading Orders…');
  });

  it('says inline what did not load, and Retry asks again', () => {
    const onRetry = vi.fn();
    render(<PlainLoadError title="The portfolio could not be loaded" description="Boom" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The portfolio could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('fills a failed page with the connection hint and Try again, as its antd twin', () => {
    const onRetry = vi.fn();
    const { container } = render(<PlainLoadError layout="page" title="The drawer could not be loaded" onRetry={onRetry} />);
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    expect(container.querySelector('.bd-result-error')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('draws a refusal as a compact warning, with the word it is given', () => {
    const onRetry = vi.fn();
    const { container } = render(<PlainLoadError layout="page" status="warning" compact title="Orders is not compatible" description="Too old." retryLabel="Retry" onRetry={onRetry} />);
    const result = container.querySelector<HTMLElement>('.bd-result-warning');
    expect(result?.style.padding).toBe('16px 8px');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
