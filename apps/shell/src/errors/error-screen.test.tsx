import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  afterEach(() => {
    cleanup();
  });

  it("shows 'Something went wrong!' with the error hidden at first", () => {
    render(<ErrorScreen error={new Error('Cannot read properties of undefined')} />);
    expect(screen.getByText('Something went wrong!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show Error' })).toBeTruthy();
    expect(screen.queryByText(/Cannot read properties of undefined/)).toBeNull();
  });

  it("'Show Error' reveals the error name and message, and 'Hide Error' hides it again", () => {
    render(<ErrorScreen error={new TypeError('Cannot read properties of undefined')} />);

    fireEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('TypeError: Cannot read properties of undefined')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show Error' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText(/Cannot read properties of undefined/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Show Error' })).toBeTruthy();
  });

  it('shows a thrown value that is not an Error as text', () => {
    render(<ErrorScreen error="chunk exploded" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('chunk exploded')).toBeTruthy();
  });
});
