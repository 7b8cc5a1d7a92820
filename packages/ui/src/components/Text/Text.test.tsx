import { Text } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const long = 'A sentence long enough to need several lines in a narrow column of text. '.repeat(6);

describe('Text', () => {
  it('is a paragraph unless told', async () => {
    await render(<Text>Hello</Text>);
    expect(page.getByText('Hello').element().tagName).toBe('P');
  });

  it('maxLines clamps to that many lines', async () => {
    await render(
      <div style={{ width: '200px' }}>
        <Text maxLines={3}>{long}</Text>
      </div>,
    );
    const text = page.getByText(long.trim()).element() as HTMLElement;
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
    expect(getComputedStyle(text).webkitLineClamp).toBe('3');
    expect(text.clientHeight).toBe(Math.round(lineHeight * 3));
  });

  it('maxLines={1} keeps one line with an ellipsis', async () => {
    await render(
      <div style={{ width: '200px' }}>
        <Text maxLines={1}>{long}</Text>
      </div>,
    );
    const style = getComputedStyle(page.getByText(long.trim()).element());
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.textOverflow).toBe('ellipsis');
  });

  it('preserveLines keeps the line breaks someone typed', async () => {
    await render(
      <div style={{ width: '400px' }}>
        <Text data-testid="plain">{'Dear team,\nI am applying.'}</Text>
        <Text data-testid="kept" preserveLines>
          {'Dear team,\nI am applying.'}
        </Text>
      </div>,
    );
    const plain = page.getByTestId('plain').element() as HTMLElement;
    const kept = page.getByTestId('kept').element() as HTMLElement;
    expect(getComputedStyle(kept).whiteSpace).toBe('pre-line');
    // Two lines where the plain paragraph runs them into one.
    expect(kept.getClientRects().length).toBe(1);
    expect(kept.clientHeight).toBeGreaterThan(plain.clientHeight);
  });

  it('strong defaults to semibold, and weight overrides it', async () => {
    await render(
      <>
        <Text as="strong">Bold by default</Text>
        <Text as="strong" weight="regular">
          Regular on request
        </Text>
      </>,
    );
    expect(getComputedStyle(page.getByText('Bold by default').element()).fontWeight).toBe('600');
    expect(getComputedStyle(page.getByText('Regular on request').element()).fontWeight).toBe('400');
  });

  it('tone="inherit" takes the colour of its parent', async () => {
    await render(
      <div style={{ color: 'rgb(1, 2, 3)' }}>
        <Text tone="inherit">Inherited</Text>
      </div>,
    );
    expect(getComputedStyle(page.getByText('Inherited').element()).color).toBe('rgb(1, 2, 3)');
  });
});
