import { userEvent } from 'vitest/browser';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const parts = [
  <TabsList key="list" aria-label="Job details">
    <TabsTrigger value="overview">Overview</TabsTrigger>
    <TabsTrigger value="requirements">Requirements</TabsTrigger>
    <TabsTrigger value="benefits">Benefits</TabsTrigger>
  </TabsList>,
  <TabsContent key="overview" value="overview">
    Overview panel
  </TabsContent>,
  <TabsContent key="requirements" value="requirements">
    Requirements panel
  </TabsContent>,
  <TabsContent key="benefits" value="benefits">
    Benefits panel
  </TabsContent>,
];

describe('Tabs', () => {
  it('arrow keys move focus between tabs and show the focused tab’s panel', async () => {
    await render(<Tabs defaultValue="overview">{parts}</Tabs>);
    await userEvent.tab();
    await expect.element(page.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('tab', { name: 'Requirements' })).toHaveFocus();
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Requirements panel');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    // The row wraps around: left of the first tab is the last.
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(page.getByRole('tab', { name: 'Benefits' })).toHaveFocus();
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Benefits panel');
  });

  it('shows only the selected panel, named by its tab', async () => {
    await render(<Tabs defaultValue="requirements">{parts}</Tabs>);
    expect(page.getByRole('tabpanel').elements()).toHaveLength(1);
    await expect
      .element(page.getByRole('tabpanel', { name: 'Requirements' }))
      .toHaveTextContent('Requirements panel');
    await page.getByRole('tab', { name: 'Benefits' }).click();
    await expect
      .element(page.getByRole('tabpanel', { name: 'Benefits' }))
      .toHaveTextContent('Benefits panel');
  });

  it('controlled: reports the choice and shows what the owner selects', async () => {
    const onValueChange = vi.fn();
    const { rerender } = await render(
      <Tabs value="overview" onValueChange={onValueChange}>
        {parts}
      </Tabs>,
    );
    await page.getByRole('tab', { name: 'Benefits' }).click();
    expect(onValueChange).toHaveBeenCalledWith('benefits');
    // The owner has not changed `value`, so the panel stays.
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Overview panel');
    await rerender(
      <Tabs value="benefits" onValueChange={onValueChange}>
        {parts}
      </Tabs>,
    );
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Benefits panel');
  });
});
