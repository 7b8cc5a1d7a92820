import { Badge, badgeTones } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

describe('Badge', () => {
  it('gives each tone its own colours, and strong differs from soft', async () => {
    await render(
      <>
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>{`soft ${tone}`}</Badge>
        ))}
        <Badge tone="positive" weight="strong">
          strong positive
        </Badge>
      </>,
    );
    const backgrounds = badgeTones.map(
      (tone) => getComputedStyle(page.getByText(`soft ${tone}`).element()).backgroundColor,
    );
    expect(new Set(backgrounds).size).toBe(badgeTones.length);
    expect(getComputedStyle(page.getByText('strong positive').element()).backgroundColor).not.toBe(
      getComputedStyle(page.getByText('soft positive').element()).backgroundColor,
    );
  });

  it('defaults to a soft neutral badge and passes native attributes', async () => {
    await render(
      <>
        <Badge title="Employment type">Full-time</Badge>
        <Badge tone="neutral" weight="soft">
          Reference
        </Badge>
      </>,
    );
    const badge = page.getByTitle('Employment type').element();
    expect(badge.className).toBe(page.getByText('Reference').element().className);
  });
});
