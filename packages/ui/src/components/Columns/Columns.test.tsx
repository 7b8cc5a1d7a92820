import { Column, Columns } from '@globalhire/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const rect = (testId: string) => page.getByTestId(testId).element().getBoundingClientRect();

function Layout({ collapseBelow }: { collapseBelow?: 'tablet' | 'desktop' }) {
  return (
    <Columns space="large" collapseBelow={collapseBelow} data-testid="columns">
      <Column width="1/3" data-testid="third">
        third
      </Column>
      <Column width="2/3" data-testid="two-thirds">
        two thirds
      </Column>
    </Columns>
  );
}

describe('Columns', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('fractions fill the row exactly, gap included', async () => {
    await render(<Layout />);
    const row = rect('columns');
    const third = rect('third');
    const twoThirds = rect('two-thirds');
    expect(twoThirds.right).toBeCloseTo(row.right, 0);
    expect(twoThirds.width).toBeCloseTo(third.width * 2 + (twoThirds.left - third.right), 0);
  });

  it('marks the root and each column for styling hooks', async () => {
    await render(<Layout collapseBelow="tablet" />);
    await expect
      .element(page.getByTestId('columns'))
      .toHaveAttribute('data-collapse-below', 'tablet');
    await expect.element(page.getByTestId('third')).toHaveAttribute('data-width', '1/3');
  });

  it('collapseBelow="tablet" stacks full width on phones only', async () => {
    await page.viewport(375, 800);
    await render(<Layout collapseBelow="tablet" />);
    expect(rect('two-thirds').top).toBeGreaterThan(rect('third').bottom);
    expect(rect('third').width).toBeCloseTo(rect('columns').width, 0);
    await page.viewport(800, 800);
    expect(rect('two-thirds').top).toBe(rect('third').top);
  });

  it('collapseBelow="desktop" still stacks on tablets', async () => {
    await page.viewport(800, 800);
    await render(<Layout collapseBelow="desktop" />);
    expect(rect('two-thirds').top).toBeGreaterThan(rect('third').bottom);
    await page.viewport(1100, 800);
    expect(rect('two-thirds').top).toBe(rect('third').top);
  });

  it('without collapseBelow stays in a row even on phones', async () => {
    await page.viewport(375, 800);
    await render(<Layout />);
    expect(rect('two-thirds').top).toBe(rect('third').top);
  });

  it('fluid columns share the space a content column leaves', async () => {
    await render(
      <Columns space="none" data-testid="columns">
        <Column width="content" data-testid="content">
          <span style={{ display: 'inline-block', width: '100px' }}>fixed</span>
        </Column>
        <Column data-testid="fluid-a">a</Column>
        <Column data-testid="fluid-b">b</Column>
      </Columns>,
    );
    expect(rect('content').width).toBe(100);
    expect(rect('fluid-a').width).toBeCloseTo(rect('fluid-b').width, 0);
    expect(rect('fluid-a').width).toBeCloseTo((rect('columns').width - 100) / 2, 0);
  });
});
