import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormProblem, Notice, PasswordField, PlainButton, TextField } from './controls';
import { errorOf, PlainForm, usePlainForm } from './plain-form';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  secret: z.string().min(1, 'Enter the secret.'),
});

function Example({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = usePlainForm(schema, { name: '', secret: '' });
  return (
    <PlainForm name="example" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <TextField label="Name" registration={form.register('name')} error={errorOf(form, 'name')} extra="As on the card." />
      <PasswordField label="Secret" registration={form.register('secret')} error={errorOf(form, 'secret')} />
      <PlainButton type="submit" variant="primary">
        Send
      </PlainButton>
    </PlainForm>
  );
}

describe('plain form controls', () => {
  it('shows every field’s error on submit, tied to its field, and sends nothing', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const nameError = await screen.findByText('Enter a name.');
    expect(screen.getByText('Enter the secret.')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(nameError.id);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands over the schema’s output (trimmed) once every field passes', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ada  ' } });
    fireEvent.change(screen.getByLabelText('Secret'), { target: { value: 'x1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada', secret: 'x1' });
  });

  it('checks a field when it is left, and again on every change once it showed an error', async () => {
    render(<Example onValid={vi.fn()} />);
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: '' } });
    expect(screen.queryByText('Enter a name.')).toBeNull();
    fireEvent.blur(name);
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter the secret.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'A' } });
    await waitFor(() => expect(screen.queryByText('Enter a name.')).toBeNull());
  });

  it('does not draw a field’s error when the focus leaves it for the submit button (the click would miss)', async () => {
    const onValid = vi.fn();
    render(<Example onValid={onValid} />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.blur(screen.getByLabelText('Name'), { relatedTarget: button });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.queryByText('Enter a name.')).toBeNull();
    fireEvent.click(button);
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
  });

  it('shows or hides what was typed in a password field', () => {
    render(<Example onValid={vi.fn()} />);
    const secret = screen.getByLabelText('Secret') as HTMLInputElement;
    expect(secret.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(secret.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(secret.type).toBe('password');
  });

  it('ignores clicks on a busy button and says it is busy', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <PlainButton loading onClick={onClick}>
        Save
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    rerender(<PlainButton onClick={onClick}>Save</PlainButton>);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('announces problems and warnings, and only shows a form problem when there is one', () => {
    const { rerender } = render(<FormProblem message={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormProblem message="Invalid e-mail or password." />);
    expect(screen.getByRole('alert').textContent).toContain('Invalid e-mail or password.');
    rerender(<Notice type="info" title="Local demo" description="Use it" />);
    expect(screen.getByRole('status').textContent).toBe('Local demoUse it');
  });
});
