import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { ThemeToggle } from './ThemeToggle';

describe('ThemeToggle', () => {
  it('is a named toggle button whose pressed state says dark', async () => {
    await render(<ThemeToggle dark onDarkChange={() => {}} />);
    const toggle = page.getByRole('button', { name: 'Dark theme', pressed: true });
    await expect.element(toggle).toBeVisible();
  });

  it('asks for the other theme when pressed', async () => {
    const onDarkChange = vi.fn();
    await render(<ThemeToggle dark={false} onDarkChange={onDarkChange} label="Dunkles Design" />);
    const toggle = page.getByRole('button', { name: 'Dunkles Design', pressed: false });
    await toggle.click();
    expect(onDarkChange).toHaveBeenCalledWith(true);
  });
});
