import { Skeleton, tokens } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Skeleton', () => {
  it('draws one bar per line, the last one shorter', async () => {
    await render(
      <div style={{ width: '400px' }}>
        <Skeleton lines={3} data-testid="skeleton" />
      </div>,
    );
    const bars = Array.from(page.getByTestId('skeleton').element().children);
    expect(bars).toHaveLength(3);
    const widths = bars.map((bar) => bar.getBoundingClientRect().width);
    expect(widths[0]).toBe(400);
    expect(widths[2]).toBeLessThan(400);
  });

  it('a single bar keeps the full width', async () => {
    await render(
      <div style={{ width: '300px' }}>
        <Skeleton data-testid="skeleton" />
      </div>,
    );
    expect(
      page.getByTestId('skeleton').element().firstElementChild?.getBoundingClientRect().width,
    ).toBe(300);
  });

  it('takes a space token or any CSS length as height', async () => {
    await render(
      <>
        <Skeleton height="xlarge" data-testid="token" />
        <Skeleton height="3rem" data-testid="length" />
      </>,
    );
    const heightOf = (id: string) =>
      page.getByTestId(id).element().firstElementChild?.getBoundingClientRect().height;
    expect(heightOf('token')).toBe(Number.parseFloat(tokens.space.xlarge));
    expect(heightOf('length')).toBe(48);
  });

  it('is hidden from assistive technology', async () => {
    await render(<Skeleton data-testid="skeleton" />);
    await expect.element(page.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});
