import { PlanCard, PlanCardGrid } from '@globalhire/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderThemed as render } from '../private/renderThemed';

const premium = {
  name: 'Premium',
  price: '$99',
  period: '/month',
  features: ['5 job postings', '30 days visibility'],
};

describe('PlanCard', () => {
  it('is a region named by the plan, listing its features', async () => {
    await render(<PlanCard {...premium} />);
    const plan = page.getByRole('region', { name: 'Premium' });
    await expect.element(plan).toBeVisible();
    const items = plan.getByRole('listitem');
    expect(items.elements().map((item) => item.textContent)).toEqual([
      '5 job postings',
      '30 days visibility',
    ]);
    await expect.element(plan).toHaveTextContent('$99/month');
  });

  it('is highlighted and flagged only when a popular label is given', async () => {
    const { rerender } = await render(<PlanCard {...premium} popularLabel="Most Popular" />);
    const plan = page.getByRole('region', { name: 'Premium' });
    await expect.element(plan).toHaveAttribute('data-featured', 'true');
    await expect.element(page.getByText('Most Popular')).toBeVisible();
    const highlighted = getComputedStyle(plan.element()).outlineStyle;

    await rerender(<PlanCard {...premium} />);
    await expect.element(plan).not.toHaveAttribute('data-featured');
    await expect.element(page.getByText('Most Popular')).not.toBeInTheDocument();
    expect(highlighted).toBe('solid');
    expect(getComputedStyle(plan.element()).outlineStyle).toBe('none');
  });

  it('marks the current plan and renders the action', async () => {
    await render(
      <PlanCard
        {...premium}
        currentLabel="Current plan"
        action={<button type="button">Upgrade Now</button>}
      />,
    );
    await expect.element(page.getByText('Current plan')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
  });

  it('lines up the dividers in a PlanCardGrid when a period wraps to a second line', async () => {
    await render(
      <div style={{ width: '900px' }}>
        <PlanCardGrid aria-label="Fees">
          <PlanCard name="Free" price="$0" features={['Browse jobs']} />
          <PlanCard
            name="Success fee"
            price="$10,000"
            period="only if you are hired, after the visa"
            features={['Not charged if not hired']}
          />
        </PlanCardGrid>
      </div>,
    );
    const list = page.getByRole('list', { name: 'Fees' });
    await expect.element(list).toBeVisible();
    const [free, success] = ['Free', 'Success fee'].map(
      (name) => page.getByRole('region', { name }).element() as HTMLElement,
    );
    const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
    const dividerOf = (card: HTMLElement) => card.querySelector('ul')!.parentElement!;
    expect(top(free!)).toBe(top(success!));
    const price = success!.querySelector('p')!;
    expect(price.getBoundingClientRect().height).toBeGreaterThan(60); // the period wrapped
    expect(top(dividerOf(free!))).toBe(top(dividerOf(success!)));
  });
});
