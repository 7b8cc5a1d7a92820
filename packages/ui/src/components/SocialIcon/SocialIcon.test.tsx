import { SocialIcon, socialNetworks } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { renderThemed as render } from '../private/renderThemed';

describe('SocialIcon', () => {
  it('draws a different, decorative glyph for every network', async () => {
    const screen = await render(
      <>
        {socialNetworks.map((network) => (
          <SocialIcon key={network} network={network} />
        ))}
      </>,
    );
    const icons = [...screen.container.querySelectorAll('svg')];
    expect(icons).toHaveLength(socialNetworks.length);
    for (const icon of icons) expect(icon.getAttribute('aria-hidden')).toBe('true');
    const drawings = new Set(icons.map((icon) => icon.innerHTML));
    expect(drawings.size).toBe(socialNetworks.length);
  });
});
