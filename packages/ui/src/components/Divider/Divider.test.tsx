import { Divider } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Divider', () => {
  it('is a one-hairline separator across the full width', async () => {
    await render(
      <div style={{ width: '300px' }}>
        <Divider />
      </div>,
    );
    const separator = page.getByRole('separator').element();
    const box = separator.getBoundingClientRect();
    expect(box.width).toBe(300);
    expect(box.height).toBe(1);
    expect(getComputedStyle(separator).borderTopStyle).toBe('solid');
  });
});
