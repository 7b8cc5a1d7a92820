import { Spinner } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Spinner', () => {
  it('announces its label as a status and hides the graphic', async () => {
    await render(<Spinner label="Loading applications" />);
    const status = page.getByRole('status');
    await expect.element(status).toHaveTextContent('Loading applications');
    expect(status.element().querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('sizes grow from small to large', async () => {
    await render(
      <>
        <Spinner size="small" label="small" />
        <Spinner size="standard" label="standard" />
        <Spinner size="large" label="large" />
      </>,
    );
    const widths = page
      .getByRole('status')
      .elements()
      .map((status) => status.getBoundingClientRect().width);
    expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  });
});
