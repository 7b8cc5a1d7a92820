import { Box, tokens } from '@globalhire/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Box', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('turns sprinkles props into classes and never into DOM attributes', async () => {
    await render(
      <Box data-testid="box" padding="large" display="flex" background="brandSoft" id="keep-me">
        content
      </Box>,
    );
    const box = page.getByTestId('box').element();
    expect(box.getAttribute('id')).toBe('keep-me');
    expect(box.hasAttribute('padding')).toBe(false);
    expect(box.hasAttribute('display')).toBe(false);
    expect(box.hasAttribute('background')).toBe(false);
    const style = getComputedStyle(box);
    expect(style.display).toBe('flex');
    expect(style.paddingTop).toBe(tokens.space.large);
  });

  it('renders the element given in `as` and merges className', async () => {
    await render(
      <Box as="nav" aria-label="Main" className="custom" padding="small">
        links
      </Box>,
    );
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.element(nav).toHaveClass('custom');
    expect(nav.element().classList.length).toBeGreaterThan(1);
  });

  it('applies responsive values per breakpoint', async () => {
    await page.viewport(375, 800);
    await render(
      <Box data-testid="responsive" display={['none', 'block']}>
        tablet and up
      </Box>,
    );
    expect(getComputedStyle(page.getByTestId('responsive').element()).display).toBe('none');
    await page.viewport(1024, 800);
    expect(getComputedStyle(page.getByTestId('responsive').element()).display).toBe('block');
  });
  it('starts lists and buttons from a blank slate', async () => {
    await render(
      <>
        <Box as="ul" aria-label="Reset list" paddingInlineStart="large">
          <li>item</li>
        </Box>
        <Box as="button" type="button">
          Plain button
        </Box>
      </>,
    );
    const list = page.getByRole('list', { name: 'Reset list' }).element();
    expect(getComputedStyle(list).listStyleType).toBe('none');
    // A sprinkles prop still wins over the reset.
    expect(getComputedStyle(list).paddingInlineStart).toBe(tokens.space.large);
    const button = getComputedStyle(page.getByRole('button', { name: 'Plain button' }).element());
    expect(button.borderTopStyle).toBe('none');
    expect(button.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  });
});
