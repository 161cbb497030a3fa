import { dialogService, settleTitleDesc } from '@bullion/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { TitleDescDialog, TitleDescModal } from './title-desc-modal';
import { useBindShellNavigator } from './use-hash-dialog';

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

afterEach(() => {
  cleanup();
  settleTitleDesc(null);
});

describe('title/description dialog (the title must not be blank after trimming)', () => {
  it.each(['', '    '])('keeps submit disabled while the title is %j', (title) => {
    render(<TitleDescDialog open request={{}} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: title } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Only a description' } });
    expect(submitButton().hasAttribute('disabled')).toBe(true);
  });

  it('hands over the trimmed title and description', () => {
    const onSubmit = vi.fn();
    render(<TitleDescDialog open request={{ defaultValues: { description: ' Proof coins ' } }} onSubmit={onSubmit} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Eagles ' } });
    fireEvent.click(submitButton());
    expect(onSubmit).toHaveBeenCalledWith({ title: 'Eagles', description: 'Proof coins' });
  });
});

function Host() {
  useBindShellNavigator();
  const { hash } = useLocation();
  return (
    <>
      <p data-testid="hash">{hash}</p>
      <TitleDescModal />
    </>
  );
}

describe('dialogService.titleDesc through #title-desc', () => {
  it('opens the dialog by hash and resolves the submitted values, closing the dialog', async () => {
    render(
      <MemoryRouter initialEntries={['/collections']}>
        <Host />
      </MemoryRouter>,
    );
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = dialogService.titleDesc({ heading: 'New collection', submitLabel: 'Create' });
    });
    expect(screen.getByTestId('hash').textContent).toBe('#title-desc');
    expect(screen.getByText('New collection')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Eagles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await expect(result).resolves.toEqual({ title: 'Eagles', description: '' });
    await waitFor(() => expect(screen.getByTestId('hash').textContent).toBe(''));
  });

  it('resolves null when the dialog is cancelled', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Host />
      </MemoryRouter>,
    );
    let result: Promise<unknown> = Promise.resolve();
    act(() => {
      result = dialogService.titleDesc();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toBeNull();
  });
});
