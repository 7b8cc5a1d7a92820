import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { FormLayout } from './FormLayout';

describe('FormLayout', () => {
  it('calls onSubmit with the form data and prevents the page navigation', async () => {
    const onSubmit = vi.fn((event: FormEvent<HTMLFormElement>) =>
      new FormData(event.currentTarget).get('email'),
    );
    await render(
      <FormLayout onSubmit={onSubmit} actions={<button type="submit">Send</button>}>
        <input name="email" aria-label="Email" defaultValue="amara.okafor@example.com" />
      </FormLayout>,
    );
    await page.getByRole('button', { name: 'Send' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.results[0]!.value).toBe('amara.okafor@example.com');
    expect(onSubmit.mock.calls[0]![0].defaultPrevented).toBe(true);
  });

  it('is a form named by its title, with the title at the requested level', async () => {
    await render(
      <FormLayout
        title="Contact us"
        titleAs="h1"
        description="We reply within a day."
        onSubmit={() => {}}
      >
        <input aria-label="Name" />
      </FormLayout>,
    );
    await expect.element(page.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Contact us' }))
      .toBeInTheDocument();
    await expect.element(page.getByText('We reply within a day.')).toBeVisible();
  });

  it('has no heading or label without a title, and no action row without actions', async () => {
    const { container } = await render(
      <FormLayout onSubmit={() => {}}>
        <input aria-label="Name" />
      </FormLayout>,
    );
    const form = container.querySelector('form')!;
    expect(form.hasAttribute('aria-labelledby')).toBe(false);
    expect(container.querySelector('h1, h2, h3')).toBeNull();
    expect(form.lastElementChild?.querySelector('input')).not.toBeNull();
  });
});
