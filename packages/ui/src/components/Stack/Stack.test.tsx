import { Stack } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Stack', () => {
  it('wraps each real child, skipping empty values and opening fragments', async () => {
    await render(
      <Stack space="small" data-testid="stack">
        <span>one</span>
        {null}
        {false}
        <>
          <span>two</span>
          <span>three</span>
        </>
      </Stack>,
    );
    expect(page.getByTestId('stack').element().children).toHaveLength(3);
  });

  it('as a list renders one listitem per child', async () => {
    await render(
      <Stack as="ol" space="small" aria-label="Steps">
        <span>Create an account</span>
        <span>Upload your CV</span>
      </Stack>,
    );
    const items = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    expect(items.elements()).toHaveLength(2);
    await expect.element(items.first()).toHaveTextContent('Create an account');
  });

  it('draws a divider between children but not above the first', async () => {
    await render(
      <Stack space="medium" dividers data-testid="stack">
        <span>one</span>
        <span>two</span>
      </Stack>,
    );
    const [first, second] = Array.from(page.getByTestId('stack').element().children);
    expect(getComputedStyle(first as Element).borderTopStyle).toBe('none');
    expect(getComputedStyle(second as Element).borderTopStyle).toBe('solid');
    expect(getComputedStyle(second as Element).paddingTop).not.toBe('0px');
  });
});
