import { Inline } from '@globalhire/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const twoButtons = (
  <>
    <button type="button">First</button>
    <button type="button">Second</button>
  </>
);

describe('Inline', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('lays children side by side with wrapping on by default', async () => {
    await render(
      <Inline space="small" data-testid="inline">
        {twoButtons}
      </Inline>,
    );
    const style = getComputedStyle(page.getByTestId('inline').element());
    expect(style.flexDirection).toBe('row');
    expect(style.flexWrap).toBe('wrap');
  });

  it('wrap={false} keeps one row', async () => {
    await render(
      <Inline space="small" wrap={false} data-testid="inline">
        {twoButtons}
      </Inline>,
    );
    expect(getComputedStyle(page.getByTestId('inline').element()).flexWrap).toBe('nowrap');
  });

  it('collapseBelow="desktop" stacks on tablets and lines up on desktops', async () => {
    await page.viewport(800, 800);
    await render(
      <Inline space="small" collapseBelow="desktop">
        {twoButtons}
      </Inline>,
    );
    const first = page.getByRole('button', { name: 'First' });
    const second = page.getByRole('button', { name: 'Second' });
    expect(second.element().getBoundingClientRect().top).toBeGreaterThan(
      first.element().getBoundingClientRect().top,
    );
    await page.viewport(1100, 800);
    expect(second.element().getBoundingClientRect().top).toBe(
      first.element().getBoundingClientRect().top,
    );
  });

  it('maps align to justify-content', async () => {
    await render(
      <Inline space="small" align="space-between" data-testid="inline">
        {twoButtons}
      </Inline>,
    );
    expect(getComputedStyle(page.getByTestId('inline').element()).justifyContent).toBe(
      'space-between',
    );
  });
});
