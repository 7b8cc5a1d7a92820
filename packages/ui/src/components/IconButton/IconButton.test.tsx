import { Button, IconButton } from '@globalhire/ui';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const icon = <svg data-testid="icon" viewBox="0 0 24 24" />;

describe('IconButton', () => {
  it('is named by its label, hides the icon, and is not a submit button', async () => {
    const onClick = vi.fn();
    await render(<IconButton label="Close dialog" icon={icon} onClick={onClick} />);
    const button = page.getByRole('button', { name: 'Close dialog' });
    await expect.element(button).toHaveAttribute('type', 'button');
    await expect.element(button).toHaveAttribute('title', 'Close dialog');
    expect(page.getByTestId('icon').element().closest('[aria-hidden="true"]')).not.toBeNull();
    await button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('a title can differ from the label', async () => {
    await render(<IconButton label="Delete Registered Nurse job" title="Delete" icon={icon} />);
    await expect
      .element(page.getByRole('button', { name: 'Delete Registered Nurse job' }))
      .toHaveAttribute('title', 'Delete');
  });

  it('is square and exactly as tall as a Button of the same size', async () => {
    await render(
      <div style={{ display: 'flex', alignItems: 'flex-start' }}>
        <Button size="large">Text</Button>
        <IconButton size="large" label="Icon" icon={icon} />
      </div>,
    );
    const square = page.getByRole('button', { name: 'Icon' }).element().getBoundingClientRect();
    const button = page.getByRole('button', { name: 'Text' }).element().getBoundingClientRect();
    expect(square.width).toBe(square.height);
    expect(square.height).toBe(button.height);
  });
});
