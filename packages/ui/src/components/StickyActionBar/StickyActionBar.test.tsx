import { Button, StickyActionBar } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const jobPage = (inlineFrom?: 'tablet' | 'desktop') => (
  <main>
    {/* Content taller than any test viewport, so the bar would be off screen if it did not stick. */}
    <div style={{ height: 2000 }}>Job description</div>
    <StickyActionBar aria-label="Job actions" inlineFrom={inlineFrom}>
      <Button>Apply now</Button>
      <Button variant="outline">Save</Button>
    </StickyActionBar>
  </main>
);

const bar = () => page.getByRole('group', { name: 'Job actions' });

describe('StickyActionBar', () => {
  it('on a phone stays at the bottom of the screen, its actions sharing the width', async () => {
    await page.viewport(375, 812);
    await render(jobPage());
    const rect = bar().element().getBoundingClientRect();
    expect(Math.round(rect.bottom)).toBe(window.innerHeight);
    const apply = page.getByRole('button', { name: 'Apply now' }).element().getBoundingClientRect();
    const save = page.getByRole('button', { name: 'Save' }).element().getBoundingClientRect();
    expect(Math.round(apply.width)).toBe(Math.round(save.width));
  });

  it('on wide screens sits inline after the content', async () => {
    await page.viewport(1280, 800);
    await render(jobPage());
    expect(getComputedStyle(bar().element()).position).toBe('static');
    expect(bar().element().getBoundingClientRect().top).toBeGreaterThan(window.innerHeight);
  });

  it('stays sticky below the chosen breakpoint', async () => {
    await page.viewport(800, 800);
    await render(jobPage('desktop'));
    expect(getComputedStyle(bar().element()).position).toBe('sticky');
    await page.viewport(1280, 800);
    expect(getComputedStyle(bar().element()).position).toBe('static');
  });
});
