import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles from its label and reports the change', async () => {
    const onChange = vi.fn();
    await render(<Checkbox label="Email me new jobs" onChange={onChange} />);
    const checkbox = page.getByRole('checkbox', { name: 'Email me new jobs' });
    await page.getByText('Email me new jobs').click();
    await expect.element(checkbox).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('toggles with the space bar', async () => {
    await render(<Checkbox label="Email me new jobs" />);
    const checkbox = page.getByRole('checkbox', { name: 'Email me new jobs' });
    checkbox.element().focus();
    await userEvent.keyboard(' ');
    await expect.element(checkbox).toBeChecked();
  });

  it('takes a label with a link inside', async () => {
    await render(
      <Checkbox
        label={
          <>
            I agree to the <a href="#terms">Terms of Service</a>
          </>
        }
      />,
    );
    await expect
      .element(page.getByRole('checkbox', { name: 'I agree to the Terms of Service' }))
      .toBeInTheDocument();
  });

  it('announces its error and hint and is required', async () => {
    await render(
      <Checkbox
        label="I agree"
        required
        hint="You can withdraw at any time."
        error="You must accept the terms to continue."
      />,
    );
    const checkbox = page.getByRole('checkbox', { name: 'I agree' });
    await expect.element(checkbox).toBeRequired();
    await expect.element(checkbox).toHaveAttribute('aria-required', 'true');
    await expect.element(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(checkbox)
      .toHaveAccessibleDescription(
        'You must accept the terms to continue. You can withdraw at any time.',
      );
  });

  it('does not toggle when disabled', async () => {
    await render(<Checkbox label="I agree" disabled />);
    const checkbox = page.getByRole('checkbox', { name: 'I agree' });
    await page.getByText('I agree').click({ force: true });
    await expect.element(checkbox).not.toBeChecked();
  });
});
