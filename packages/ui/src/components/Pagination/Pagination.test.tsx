import { Pagination } from '@globalhire/ui';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Pagination', () => {
  it('with no pages disables both ends', async () => {
    await render(<Pagination page={1} pageCount={0} pageInfo="No results" />);
    await expect.element(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('an end of the range stays a disabled button even when given an href', async () => {
    await render(
      <Pagination page={4} pageCount={4} previousHref="/jobs?page=3" nextHref="/jobs?page=5" />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Previous' }))
      .toHaveAttribute('rel', 'prev');
    await expect.element(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(page.getByRole('link', { name: 'Next' }).elements()).toHaveLength(0);
  });

  it('calls the handler for the end that was pressed', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    await render(<Pagination page={2} pageCount={3} onPrevious={onPrevious} onNext={onNext} />);
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('announces the page info politely and takes its labels from props', async () => {
    await render(
      <Pagination
        page={2}
        pageCount={3}
        pageInfo="Seite 2 von 3"
        previousLabel="Zurück"
        nextLabel="Weiter"
        label="Seiten"
      />,
    );
    const nav = page.getByRole('navigation', { name: 'Seiten' });
    await expect.element(nav.getByText('Seite 2 von 3')).toHaveAttribute('aria-live', 'polite');
    await expect.element(nav.getByRole('button', { name: 'Zurück' })).toBeEnabled();
    await expect.element(nav.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });
});
