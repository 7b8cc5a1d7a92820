import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { colorSchemeAttribute, darkThemeClass, systemThemeClass } from '../../theme/themes.css';
import { renderThemed } from '../private/renderThemed';
import { ThemeToggle } from './ThemeToggle';

const faces = () => {
  const toggle = page.getByRole('button').element();
  const shown = (scheme: string) =>
    toggle.querySelector<HTMLElement>(`[data-scheme="${scheme}"]`)!.checkVisibility();
  return { light: shown('light'), dark: shown('dark') };
};

const inSystemTheme = (ui: ReactNode) => render(<div className={systemThemeClass}>{ui}</div>);

afterEach(() => document.documentElement.removeAttribute(colorSchemeAttribute));

describe('ThemeToggle', () => {
  it('in the light theme shows the sun and offers the dark theme', async () => {
    await renderThemed(<ThemeToggle />);
    await expect.element(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(faces()).toEqual({ light: true, dark: false });
  });

  it('in the dark theme shows the moon and offers the light theme', async () => {
    await render(
      <div className={darkThemeClass}>
        <ThemeToggle />
      </div>,
    );
    await expect.element(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(faces()).toEqual({ light: false, dark: true });
  });

  it('follows the system, then the scheme chosen on <html>, without any re-render', async () => {
    await inSystemTheme(<ThemeToggle />);
    // The test browser's system scheme is light.
    expect(faces()).toEqual({ light: true, dark: false });
    document.documentElement.setAttribute(colorSchemeAttribute, 'dark');
    await expect.element(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(faces()).toEqual({ light: false, dark: true });
    document.documentElement.setAttribute(colorSchemeAttribute, 'light');
    await expect.element(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    expect(faces()).toEqual({ light: true, dark: false });
  });

  it('has no pressed state a server could get wrong', async () => {
    await renderThemed(<ThemeToggle />);
    await expect.element(page.getByRole('button')).not.toHaveAttribute('aria-pressed');
  });

  it('reports a click and passes attributes on', async () => {
    const onClick = vi.fn();
    await renderThemed(
      <ThemeToggle data-color-scheme-toggle="" onClick={onClick} darkLabel="Dunkles Design" />,
    );
    const toggle = page.getByRole('button', { name: 'Dunkles Design' });
    await expect.element(toggle).toHaveAttribute('data-color-scheme-toggle', '');
    await toggle.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
