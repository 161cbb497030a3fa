import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadError } from './load-error';

describe('LoadError', () => {
  afterEach(cleanup);

  it('says what did not load and why, and Retry asks again', () => {
    const onRetry = vi.fn();
    render(<LoadError title="Your sessions could not be loaded" description="The API did not answer." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Your sessions could not be loaded');
    expect(screen.getByRole('alert').textContent).toContain('The API did not answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('fills a failed page with what did not load, the connection hint and Try again', () => {
    const onRetry = vi.fn();
    render(<LoadError layout="page" title="The drawer could not be loaded" onRetry={onRetry} />);
    expect(screen.getByText('The drawer could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts a page’s way back before its retry, and says the reason it is given instead of the hint', () => {
    render(<LoadError layout="page" title="The collection could not be loaded" description="The server is restarting." actions={<a href="/collections">Back to collections</a>} onRetry={vi.fn()} />);
    expect(screen.queryByText('Check your connection and try again.')).toBeNull();
    expect(screen.getByText('The server is restarting.')).toBeTruthy();
    const controls = [screen.getByRole('link', { name: 'Back to collections' }), screen.getByRole('button', { name: 'Try again' })];
    expect(controls[0]?.compareDocumentPosition(controls[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('takes another word for its retry', () => {
    const onRetry = vi.fn();
    render(<LoadError layout="page" title="Orders stopped working" retryLabel="Retry" onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('warns instead when the page still works without what failed', () => {
    render(<LoadError status="warning" title="The storage spaces could not be loaded" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').className).toContain('ant-alert-warning');
  });
});
