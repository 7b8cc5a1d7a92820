import { StatsStrip } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const items = [
  { label: 'Total Active Jobs', value: 1284 },
  { label: 'New Jobs (30 Days)', value: '312' },
];

describe('StatsStrip', () => {
  it('pairs each value with its label in a definition list', async () => {
    const screen = await render(<StatsStrip items={items} />);
    const terms = [...screen.container.querySelectorAll('dt')].map((term) => term.textContent);
    const values = [...screen.container.querySelectorAll('dd')].map((value) => value.textContent);
    expect(terms).toEqual(['Total Active Jobs', 'New Jobs (30 Days)']);
    expect(values).toEqual(['1284', '312']);
  });

  it('is busy while loading and stops being busy when the counts arrive', async () => {
    const screen = await render(<StatsStrip items={items} loading loadingText="Loading" />);
    const strip = screen.container.querySelector('[data-slot="stats-strip"]');
    expect(strip?.getAttribute('aria-busy')).toBe('true');
    expect(page.getByText('Loading').elements()).toHaveLength(2);
    await screen.rerender(<StatsStrip items={items} />);
    expect(strip?.hasAttribute('aria-busy')).toBe(false);
    await expect.element(page.getByText('1284')).toBeVisible();
  });
});
