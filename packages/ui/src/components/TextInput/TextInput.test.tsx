import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { TextInput } from './TextInput';

describe('TextInput', () => {
  it('passes native props to the input and reports typing', async () => {
    const onChange = vi.fn();
    await render(
      <TextInput
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        onChange={onChange}
      />,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('type', 'email');
    await expect.element(input).toHaveAttribute('name', 'email');
    await expect.element(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'a@b.co');
    expect(onChange).toHaveBeenCalledTimes(6);
    await expect.element(input).toHaveValue('a@b.co');
  });

  it('puts className on the field and inputClassName on the input', async () => {
    await render(<TextInput label="City" className="outer" inputClassName="inner" />);
    const input = page.getByRole('textbox', { name: 'City' }).element();
    expect(input.classList.contains('inner')).toBe(true);
    expect(input.closest('[data-slot="text-input"]')?.classList.contains('outer')).toBe(true);
  });

  it('forwards a ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    await render(<TextInput label="City" ref={ref} />);
    expect(ref.current).toBe(page.getByRole('textbox', { name: 'City' }).element());
  });

  it('announces an error given after the first render', async () => {
    const { rerender } = await render(<TextInput label="Email" />);
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await rerender(<TextInput label="Email" error="Please enter a valid email address." />);
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Please enter a valid email address.');
  });
});
