import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';

afterEach(cleanup);

const box = (n: number) => screen.getByLabelText(`OTP Input ${n}`) as HTMLInputElement;
const shown = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');

/** Six digits typed one key at a time, from the first box. */
async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(box(1));
  await user.keyboard(code);
}

describe('CodeInput', () => {
  it('hands a complete code over once, when the sixth digit is typed', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<CodeInput onComplete={onComplete} />);
    await typeCode(user, '12345');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('6');
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('123456'));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('starts a new code with the first key typed after a code was sent, never mixing in old digits', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    const onChange = vi.fn();
    render(<CodeInput onComplete={onComplete} onChange={onChange} />);
    await typeCode(user, '123456');
    await waitFor(() => expect(onComplete).toHaveBeenCalledTimes(1));

    // A key in the first box (the old code still shows): the boxes hold that key alone.
    await user.click(box(1));
    await user.keyboard('0');
    expect(shown()).toBe('0');
    expect(onChange).toHaveBeenLastCalledWith('0');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(box(2));

    await user.keyboard('65432');
    await waitFor(() => expect(onComplete).toHaveBeenLastCalledWith('065432'));
    expect(onComplete.mock.calls).toEqual([['123456'], ['065432']]);
  });

  it('replaces a sent code with a key typed into any box', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CodeInput onChange={onChange} />);
    await typeCode(user, '123456');
    await user.click(box(4));
    await user.keyboard('9');
    expect(shown()).toBe('9');
    expect(onChange).toHaveBeenLastCalledWith('9');
  });

  it('takes a pasted code whole, in any box, in place of what the boxes held', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<CodeInput onComplete={onComplete} />);
    await typeCode(user, '111');
    await user.click(box(3));
    await user.paste(' 987-654 ');
    expect(shown()).toBe('987654');
    await waitFor(() => expect(onComplete).toHaveBeenCalledWith('987654'));
  });

  it("keeps only the new digit when a phone's keyboard types beside a sent code's digit", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CodeInput onChange={onChange} />);
    await typeCode(user, '123456');
    // No key event reaches the page: the box's text becomes its old digit and the new one.
    fireEvent.input(box(1), { target: { value: '17' } });
    expect(shown()).toBe('7');
    expect(onChange).toHaveBeenLastCalledWith('7');
  });

  it('empties itself when the form clears a refused code, takes the focus back, and sends only the next code', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    function Harness() {
      const [form] = Form.useForm<{ code: string }>();
      return (
        <Form form={form} initialValues={{ code: '' }} onFinish={onFinish}>
          <Form.Item name="code" label="Code">
            <CodeInput onComplete={() => form.submit()} />
          </Form.Item>
          <Button onClick={() => form.setFields([{ name: 'code', value: '', errors: ['That code is not right.'] }])}>Refuse</Button>
          <Button htmlType="submit">Verify</Button>
        </Form>
      );
    }
    render(<Harness />);
    await typeCode(user, '000000');
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith({ code: '000000' }));

    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
    expect(shown()).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(box(1)));
    expect(box(1).closest('[aria-invalid]')?.getAttribute('aria-invalid')).toBe('true');

    // Verify with empty boxes sends nothing stale.
    onFinish.mockClear();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ code: '' }));

    onFinish.mockClear();
    await user.click(box(1));
    await user.keyboard('654321');
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ code: '654321' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
