import { Tiles } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const tiles = (
  <Tiles columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="medium" data-testid="tiles">
    <p>Short</p>
    <p>
      A much longer tile whose text wraps over several lines, so it is taller than the others in its
      row when the grid is narrow enough to force the wrap.
    </p>
    <p>Short</p>
    {null}
  </Tiles>
);

const columnCount = () =>
  getComputedStyle(page.getByTestId('tiles').element()).gridTemplateColumns.split(' ').length;

describe('Tiles', () => {
  it('uses the columns of the current breakpoint, mobile first', async () => {
    await render(tiles);
    expect(columnCount()).toBe(3);
    await page.viewport(800, 800);
    expect(columnCount()).toBe(2);
    await page.viewport(375, 800);
    expect(columnCount()).toBe(1);
  });

  it('a breakpoint left out keeps the columns of the one below', async () => {
    await render(
      <Tiles columns={[2]} space="small" data-testid="tiles">
        <p>One</p>
        <p>Two</p>
      </Tiles>,
    );
    expect(columnCount()).toBe(2);
  });

  it('stretches each tile to the height of the tallest in its row', async () => {
    await page.viewport(1024, 800);
    await render(tiles);
    const heights = Array.from(page.getByTestId('tiles').element().children).map((cell) =>
      Math.round((cell.firstElementChild as Element).getBoundingClientRect().height),
    );
    expect(heights).toHaveLength(3);
    expect(new Set(heights).size).toBe(1);
  });

  it('as a list renders one listitem per child', async () => {
    await render(
      <Tiles as="ul" space="small" aria-label="Skills">
        <span>Triage</span>
        <span>Wound care</span>
      </Tiles>,
    );
    const items = page.getByRole('list', { name: 'Skills' }).getByRole('listitem');
    expect(items.elements()).toHaveLength(2);
  });
});
