import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateTeamDialog } from './create-team-modal';

const createButton = () => screen.getByRole('button', { name: 'Create team' });
const nameInput = () => screen.getByLabelText('Team name');

afterEach(cleanup);

describe('create-team dialog (the team name must not be blank after trimming)', () => {
  it('starts with submit disabled', () => {
    render(<CreateTeamDialog open submitting={false} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    expect(createButton().hasAttribute('disabled')).toBe(true);
  });

  it.each(['', ' ', '   \t  '])('keeps submit disabled for %j, and Enter does nothing', (value) => {
    const onSubmit = vi.fn();
    render(<CreateTeamDialog open submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    fireEvent.change(nameInput(), { target: { value } });
    expect(createButton().hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(nameInput(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('enables submit for a name and hands over the trimmed name', () => {
    const onSubmit = vi.fn();
    render(<CreateTeamDialog open submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    fireEvent.change(nameInput(), { target: { value: '  Gold Traders  ' } });
    expect(createButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(createButton());
    expect(onSubmit).toHaveBeenCalledWith('Gold Traders');
  });

  it('submits with Enter too, but not twice while submitting', () => {
    const onSubmit = vi.fn();
    const { rerender } = render(<CreateTeamDialog open submitting={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
    fireEvent.change(nameInput(), { target: { value: 'Vault' } });
    fireEvent.keyDown(nameInput(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(<CreateTeamDialog open submitting onSubmit={onSubmit} onCancel={vi.fn()} />);
    fireEvent.keyDown(nameInput(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
