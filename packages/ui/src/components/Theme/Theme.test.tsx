import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkColors, lightColors, neutral } from '../../theme/tokens';
import { Dialog, DialogContent, DialogTrigger } from '../Dialog';
import { Toaster, toast } from '../Toaster';
import { Theme } from './Theme';

// Colours as getComputedStyle reports them.
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

const themeElement = (text: string) =>
  page.getByText(text).element().closest<HTMLElement>('[data-theme]')!;

describe('Theme', () => {
  it('draws its own element on a div: font, text colour and background', async () => {
    await render(
      <Theme theme="dark">
        <h1>Jobs abroad</h1>
      </Theme>,
    );
    const element = themeElement('Jobs abroad');
    const style = getComputedStyle(element);
    expect(style.backgroundColor).toBe(rgb(darkColors.background));
    expect(style.color).toBe(rgb(darkColors.text));
    expect(style.fontFamily).toMatch(/^"Inter Variable"/);
    expect(getComputedStyle(page.getByRole('heading').element()).color).toBe(rgb(darkColors.text));
    // Nothing leaks to the document: only the element carrying the theme is drawn.
    expect(getComputedStyle(document.body).fontFamily).not.toMatch(/Inter/);
  });

  it("renders a dialog inside its element, in the theme's colours and font", async () => {
    await render(
      <Theme theme="dark">
        <Dialog>
          <DialogTrigger>Open</DialogTrigger>
          <DialogContent title="Delete this job?">Applicants will no longer see it.</DialogContent>
        </Dialog>
      </Theme>,
    );
    await page.getByRole('button', { name: 'Open' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this job?' }).element();
    expect(dialog.closest('[data-theme]')).toHaveAttribute('data-theme', 'dark');
    const style = getComputedStyle(dialog);
    expect(style.backgroundColor).toBe(rgb(darkColors.surfaceRaised));
    expect(style.color).toBe(rgb(darkColors.text));
    expect(style.fontFamily).toMatch(/^"Inter Variable"/);
  });

  it('keeps toasts of a Toaster inside it in its theme', async () => {
    await render(
      <Theme theme="dark">
        <Toaster duration={Infinity} />
      </Theme>,
    );
    toast({ title: 'Job saved' });
    await expect.element(page.getByText('Job saved')).toBeVisible();
    expect(themeElement('Job saved')).toHaveAttribute('data-theme', 'dark');
  });

  it('a nested Theme without a theme keeps the outer one; with one it sets its own', async () => {
    await render(
      <Theme theme="dark">
        <Theme>
          <p>Inherited</p>
        </Theme>
        <Theme theme="light">
          <p>Light island</p>
        </Theme>
      </Theme>,
    );
    expect(themeElement('Inherited')).toHaveAttribute('data-theme', 'dark');
    expect(getComputedStyle(themeElement('Light island')).backgroundColor).toBe(
      rgb(lightColors.background),
    );
  });

  it("`system` takes an ancestor's data-color-scheme over the system setting", async () => {
    await render(
      <div data-color-scheme="dark">
        <Theme theme="system">
          <p>Chosen dark</p>
        </Theme>
      </div>,
    );
    const element = themeElement('Chosen dark');
    expect(getComputedStyle(element).backgroundColor).toBe(rgb(neutral[950]));
    element.parentElement!.setAttribute('data-color-scheme', 'light');
    expect(getComputedStyle(element).backgroundColor).toBe(rgb(lightColors.background));
  });
});
