import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { PresenceIndicator } from './PresenceIndicator';

describe('PresenceIndicator', () => {
  it('says the words of the state, with a dot hidden from screen readers', async () => {
    await render(<PresenceIndicator state="online" label="Online now" data-testid="presence" />);
    const presence = page.getByTestId('presence');
    await expect.element(presence).toHaveTextContent('Online now');
    await expect.element(presence).toHaveAttribute('data-state', 'online');
    expect(presence.element().querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows nothing without words', async () => {
    await render(<PresenceIndicator state="offline" data-testid="presence" />);
    await expect.element(page.getByTestId('presence')).not.toBeInTheDocument();
  });
});
