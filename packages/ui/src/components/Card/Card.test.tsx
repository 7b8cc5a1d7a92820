import { Card, Link } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Card', () => {
  it('renders the element given and marks interactive cards', async () => {
    await render(
      <Card as="article" interactive aria-label="Job">
        body
      </Card>,
    );
    const card = page.getByRole('article', { name: 'Job' });
    await expect.element(card).toHaveAttribute('data-slot', 'card');
    await expect.element(card).toHaveAttribute('data-interactive', 'true');
  });

  it('in an interactive card the marked link covers the whole card', async () => {
    await render(
      <Card interactive data-testid="card">
        <p>Some text above</p>
        <Link href="#job" data-card-link="">
          Open job
        </Link>
        <p>Some text below</p>
      </Card>,
    );
    const card = page.getByTestId('card').element().getBoundingClientRect();
    // The link's overlay answers clicks at the card's corner, far from the link text.
    const hit = document.elementFromPoint(card.left + 4, card.bottom - 4);
    expect(hit?.closest('a')?.textContent).toBe('Open job');
  });

  it('a plain card does not stretch its links', async () => {
    await render(
      <Card data-testid="card">
        <p>Text</p>
        <Link href="#job" data-card-link="">
          Open job
        </Link>
        <p>More text</p>
      </Card>,
    );
    const card = page.getByTestId('card').element().getBoundingClientRect();
    expect(document.elementFromPoint(card.left + 4, card.bottom - 4)?.closest('a')).toBeNull();
  });

  it('padding takes the space scale', async () => {
    await render(
      <Card padding="none" data-testid="card">
        flush
      </Card>,
    );
    expect(getComputedStyle(page.getByTestId('card').element()).paddingTop).toBe('0px');
  });
});
