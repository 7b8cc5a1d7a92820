import { Dialog, DialogContent, Link, Pagination, Text } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { lightThemeClass } from '../../theme/themes.css';
import { renderThemed as render } from './renderThemed';

// The components place things with logical properties (inset-inline-end, margin-inline-start,
// text-align: start), so a right-to-left page mirrors them without any style of its own.
describe('right to left', () => {
  it('puts the dialog close button in the top-left corner', async () => {
    // The dialog portals to <body>: the page's direction and theme are set there, as in an app.
    document.documentElement.dir = 'rtl';
    document.body.classList.add(lightThemeClass);
    try {
      await render(
        <Dialog open>
          <DialogContent title="تقديم طلب">نص</DialogContent>
        </Dialog>,
      );
      const dialog = page.getByRole('dialog').element().getBoundingClientRect();
      const close = page.getByRole('button', { name: 'Close' }).element().getBoundingClientRect();
      expect(close.left - dialog.left).toBeLessThan(dialog.right - close.right);
    } finally {
      document.documentElement.dir = '';
      document.body.classList.remove(lightThemeClass);
    }
  });

  it('starts text and link icons from the right', async () => {
    await render(
      <div dir="rtl" style={{ width: 400 }}>
        <Text data-testid="text">مرحبا</Text>
        <Link href="https://example.com" external>
          مثال
        </Link>
      </div>,
    );
    expect(getComputedStyle(page.getByTestId('text').element()).textAlign).toBe('start');
    const word = page.getByText('مرحبا').element();
    const range = document.createRange();
    range.selectNodeContents(word);
    expect(range.getBoundingClientRect().right).toBeCloseTo(word.getBoundingClientRect().right, 0);
    const icon = page.getByRole('link').element().querySelector('svg') as SVGElement;
    expect(getComputedStyle(icon).marginRight).not.toBe('0px');
    expect(getComputedStyle(icon).marginLeft).toBe('0px');
  });

  it('points Previous and Next the way the page reads', async () => {
    const pager = (dir: 'ltr' | 'rtl') => (
      <div dir={dir}>
        <Pagination page={2} pageCount={3} pageInfo={`Page 2 of 3 (${dir})`} onNext={() => {}} />
      </div>
    );
    await render(
      <>
        {pager('ltr')}
        {pager('rtl')}
      </>,
    );
    const [ltrNext, rtlNext] = page.getByRole('button', { name: 'Next' }).elements();
    const mirrored = (button: Element | undefined) =>
      getComputedStyle(button?.querySelector('svg') as SVGElement).scale;
    expect(mirrored(ltrNext)).toBe('none');
    expect(mirrored(rtlNext)).toBe('-1 1');
  });
});
