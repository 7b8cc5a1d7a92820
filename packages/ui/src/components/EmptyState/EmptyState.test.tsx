import { EmptyState } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('EmptyState', () => {
  it('titles with an h2 unless told, and the icon is decorative', async () => {
    await render(<EmptyState title="Nothing here" icon={<svg data-testid="icon" />} />);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Nothing here' }))
      .toBeVisible();
    expect(page.getByTestId('icon').element().closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('titleAs sets the outline level without changing the look', async () => {
    await render(
      <>
        <EmptyState title="As h2" />
        <EmptyState title="As h4" titleAs="h4" />
      </>,
    );
    const h2 = page.getByRole('heading', { level: 2 }).element();
    const h4 = page.getByRole('heading', { level: 4 }).element();
    expect(getComputedStyle(h4).fontSize).toBe(getComputedStyle(h2).fontSize);
  });

  it('leaves out the parts it is not given', async () => {
    await render(<EmptyState title="Only a title" data-testid="empty" />);
    expect(
      page.getByTestId('empty').element().querySelectorAll('[aria-hidden="true"]'),
    ).toHaveLength(0);
    expect(page.getByRole('button').elements()).toHaveLength(0);
  });
});
