import { Container, tokens } from '@globalhire/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Container', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('is centred and no wider than its content width', async () => {
    await page.viewport(1280, 800);
    await render(
      <Container width="small" data-testid="container">
        content
      </Container>,
    );
    const box = page.getByTestId('container').element().getBoundingClientRect();
    expect(box.width).toBe(Number.parseFloat(tokens.contentWidth.small));
    expect(box.left).toBeCloseTo(1280 - box.right, 0);
  });

  it('keeps a gutter on phones', async () => {
    await page.viewport(375, 800);
    await render(<Container data-testid="container">content</Container>);
    expect(getComputedStyle(page.getByTestId('container').element()).paddingLeft).toBe(
      tokens.space.large,
    );
  });
});
