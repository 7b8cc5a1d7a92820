import { IndustryGrid } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('IndustryGrid', () => {
  it('lists the industries in order, icons hidden from screen readers', async () => {
    const screen = await render(
      <IndustryGrid items={[{ label: 'Technology', icon: <svg /> }, { label: 'Healthcare' }]} />,
    );
    expect(
      page
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual(['Technology', 'Healthcare']);
    const icons = screen.container.querySelectorAll('[aria-hidden="true"]');
    expect(icons).toHaveLength(1);
  });

  it('renders nothing without items', async () => {
    const screen = await render(<IndustryGrid items={[]} />);
    expect(screen.container.querySelector('[data-slot="industry-grid"]')).toBeNull();
  });
});
