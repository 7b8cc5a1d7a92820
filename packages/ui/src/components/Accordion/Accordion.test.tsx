import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';
import { Accordion, AccordionItem } from './Accordion';

const items = [
  <AccordionItem key="a" value="a" title="First question">
    First answer
  </AccordionItem>,
  <AccordionItem key="b" value="b" title="Second question">
    Second answer
  </AccordionItem>,
];

describe('Accordion', () => {
  it('in single mode without collapsible, the open item stays open when clicked again', async () => {
    await render(
      <Accordion type="single" defaultValue="a">
        {items}
      </Accordion>,
    );
    const first = page.getByRole('button', { name: 'First question' });
    await expect.element(first).toHaveAttribute('aria-expanded', 'true');
    // Radix marks it aria-disabled (it cannot close), so the click has to be forced.
    await expect.element(first).toHaveAttribute('aria-disabled', 'true');
    await first.click({ force: true });
    await expect.element(first).toHaveAttribute('aria-expanded', 'true');
  });

  it('reports the open value as it changes, and an empty value when collapsed', async () => {
    const onValueChange = vi.fn();
    await render(
      <Accordion type="single" collapsible onValueChange={onValueChange}>
        {items}
      </Accordion>,
    );
    await page.getByRole('button', { name: 'First question' }).click();
    await page.getByRole('button', { name: 'Second question' }).click();
    await page.getByRole('button', { name: 'Second question' }).click();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual(['a', 'b', '']);
  });

  it('wraps each trigger in a heading of the requested level', async () => {
    await render(
      <Accordion type="single" collapsible>
        <AccordionItem value="a" title="First question" headingLevel={2}>
          First answer
        </AccordionItem>
        <AccordionItem value="b" title="Second question">
          Second answer
        </AccordionItem>
      </Accordion>,
    );
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'First question' }))
      .toBeInTheDocument();
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'Second question' }))
      .toBeInTheDocument();
  });

  it('links each open panel to its trigger', async () => {
    await render(
      <Accordion type="multiple" defaultValue={['b']}>
        {items}
      </Accordion>,
    );
    const trigger = page.getByRole('button', { name: 'Second question' });
    const panel = page.getByRole('region', { name: 'Second question' });
    await expect.element(panel).toHaveTextContent('Second answer');
    await expect.element(trigger).toHaveAttribute('aria-controls', panel.element().id);
  });

  it('does not leak `collapsible` onto the page in multiple mode', async () => {
    const { container } = await render(
      <Accordion type="multiple" collapsible>
        {items}
      </Accordion>,
    );
    expect(container.querySelector('[data-slot="accordion"]')?.hasAttribute('collapsible')).toBe(
      false,
    );
  });
});
