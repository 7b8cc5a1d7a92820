import { VisuallyHidden } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('VisuallyHidden', () => {
  it('takes no visible space but stays in the accessibility tree', async () => {
    await render(
      <button type="button">
        Edit <VisuallyHidden>profile photo</VisuallyHidden>
      </button>,
    );
    await expect
      .element(page.getByRole('button', { name: 'Edit profile photo' }))
      .toBeInTheDocument();
    const box = page.getByText('profile photo').element().getBoundingClientRect();
    expect(box.width * box.height).toBeLessThanOrEqual(1);
  });

  it('renders the element given in `as`', async () => {
    await render(<VisuallyHidden as="h2">Filters</VisuallyHidden>);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Filters' }))
      .toBeInTheDocument();
  });
});
