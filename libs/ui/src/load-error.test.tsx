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
});
