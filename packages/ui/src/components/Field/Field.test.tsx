import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { Field } from './Field';

describe('Field', () => {
  it('names the control by its label and leaves it undescribed and valid without hint or error', async () => {
    await render(<Field label="Job title">{(control) => <input {...control} />}</Field>);
    const input = page.getByRole('textbox', { name: 'Job title' });
    await expect.element(input).not.toHaveAttribute('aria-describedby');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await expect.element(input).not.toHaveAttribute('aria-required');
    await expect.element(input).not.toBeRequired();
  });

  it('describes the control by its hint', async () => {
    await render(
      <Field label="Salary" hint="Optional, e.g. $120,000 - $150,000.">
        {(control) => <input {...control} />}
      </Field>,
    );
    await expect
      .element(page.getByRole('textbox', { name: 'Salary' }))
      .toHaveAccessibleDescription('Optional, e.g. $120,000 - $150,000.');
  });

  it('reads the error before the hint and marks the control invalid', async () => {
    await render(
      <Field label="Email" hint="Your work address." error="Please enter a valid email address.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(input)
      .toHaveAccessibleDescription('Please enter a valid email address. Your work address.');
    const [first, second] = (input.element().getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(first!)?.textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(document.getElementById(second!)?.textContent).toBe('Your work address.');
  });

  it('marks the control required natively and for assistive technology, with a hidden visual marker', async () => {
    await render(
      <Field label="Email" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toBeRequired();
    await expect.element(input).toHaveAttribute('aria-required', 'true');
    // The asterisk is visual only: the name stays 'Email'.
    await expect.element(input).toHaveAccessibleName('Email');
  });

  it('uses a given id for the control and derives the message ids from it', async () => {
    await render(
      <Field label="Company name" id="company-name" error="Required.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = page.getByRole('textbox', { name: 'Company name' });
    await expect.element(input).toHaveAttribute('id', 'company-name');
    await expect.element(input).toHaveAttribute('aria-describedby', 'company-name-error');
  });

  it('gives two fields different ids', async () => {
    await render(
      <>
        <Field label="First name">{(control) => <input {...control} />}</Field>
        <Field label="Last name">{(control) => <input {...control} />}</Field>
      </>,
    );
    const first = page.getByRole('textbox', { name: 'First name' }).element().id;
    const last = page.getByRole('textbox', { name: 'Last name' }).element().id;
    expect(first).not.toBe(last);
  });
});
