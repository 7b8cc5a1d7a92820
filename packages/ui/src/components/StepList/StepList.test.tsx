import { StepList } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('StepList', () => {
  it('numbers the steps in order inside an ordered list', async () => {
    const screen = await render(
      <StepList
        steps={[{ title: 'Register' }, { title: 'Get matched' }, { title: 'Relocate' }]}
        titleAs="h4"
        layout="vertical"
      />,
    );
    const list = screen.container.querySelector('ol');
    expect(list?.getAttribute('data-layout')).toBe('vertical');
    const numbers = [...screen.container.querySelectorAll('li > [aria-hidden="true"]')].map(
      (number) => number.textContent,
    );
    expect(numbers).toEqual(['1', '2', '3']);
    await expect
      .element(page.getByRole('heading', { level: 4, name: 'Get matched' }))
      .toBeVisible();
  });
});
