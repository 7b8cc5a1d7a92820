import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { PasswordInput } from './PasswordInput';

const passwordInput = () => document.querySelector<HTMLInputElement>('input[name="password"]')!;

describe('PasswordInput', () => {
  it('toggles between hidden and shown, keeping what was typed', async () => {
    await render(<PasswordInput label="Password" name="password" />);
    await userEvent.type(passwordInput(), 'secret-123');
    expect(passwordInput().type).toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(passwordInput().type).toBe('text');
    expect(passwordInput().value).toBe('secret-123');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(passwordInput().type).toBe('password');
  });

  it('uses the given toggle labels and points the toggle at the input', async () => {
    await render(
      <PasswordInput label="Contraseña" name="password" showLabel="Mostrar" hideLabel="Ocultar" />,
    );
    const toggle = page.getByRole('button', { name: 'Mostrar' });
    await expect.element(toggle).toHaveAttribute('aria-controls', passwordInput().id);
    await toggle.click();
    await expect.element(page.getByRole('button', { name: 'Ocultar' })).toBeInTheDocument();
  });

  it('is a button that never submits the form', async () => {
    let submitted = false;
    await render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <PasswordInput label="Password" name="password" />
      </form>,
    );
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(submitted).toBe(false);
  });

  it('disables the toggle with the input', async () => {
    await render(<PasswordInput label="Password" name="password" disabled />);
    expect(passwordInput().disabled).toBe(true);
    await expect.element(page.getByRole('button', { name: 'Show password' })).toBeDisabled();
  });

  it('carries error and required to the input', async () => {
    await render(
      <PasswordInput
        label="Password"
        name="password"
        required
        error="Please enter your password."
      />,
    );
    expect(passwordInput().required).toBe(true);
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    await expect.element(page.getByText('Please enter your password.')).toBeVisible();
    expect(
      document.getElementById(passwordInput().getAttribute('aria-describedby')!)?.textContent,
    ).toBe('Please enter your password.');
  });
});
