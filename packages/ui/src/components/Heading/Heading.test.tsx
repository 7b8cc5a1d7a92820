import { Heading, tokens } from '@globalhire/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Heading', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('renders the element of its level unless told', async () => {
    await render(<Heading level={3}>Benefits</Heading>);
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'Benefits' }))
      .toBeInTheDocument();
  });

  it('keeps the look of its level when rendered as another element', async () => {
    await render(
      <>
        <Heading level={1}>Looks one, is one</Heading>
        <Heading level={1} as="h3">
          Looks one, is three
        </Heading>
      </>,
    );
    const real = page.getByRole('heading', { level: 1 }).element();
    const lookalike = page.getByRole('heading', { level: 3 }).element();
    expect(getComputedStyle(lookalike).fontSize).toBe(getComputedStyle(real).fontSize);
  });

  it('level 1 is the h1 size from tablet and one step smaller on phones', async () => {
    await page.viewport(375, 800);
    await render(<Heading level={1}>Responsive</Heading>);
    const heading = page.getByRole('heading', { name: 'Responsive' }).element();
    expect(getComputedStyle(heading).fontSize).toBe(tokens.typeScale.h2.fontSize);
    await page.viewport(1024, 800);
    expect(getComputedStyle(heading).fontSize).toBe(tokens.typeScale.h1.fontSize);
  });
});
