import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '@globalhire/data';
import { defaultHandlers } from '@globalhire/data/mocks';
import FeesPage from './FeesPage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/Fees',
  component: PageStory,
  args: { page: FeesPage, path: '/fees' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

// Amounts are written as the site writes them whatever the visitor's locale: '$10,000'.
const usd = (amount: number) => formatMoney(amount, 'USD');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Our Fees' }),
    ).toBeInTheDocument();
    const registration = page.getByRole('region', { name: 'Registration fee' });
    await expect(registration).toHaveTextContent(usd(150));
    await expect(registration).toHaveTextContent('one-time');
    await expect(registration).toHaveTextContent('Non-refundable');
    await expect(registration).toHaveTextContent(
      'Payable when our team starts applying to jobs on your behalf.',
    );
    const success = page.getByRole('region', { name: 'Success fee' });
    await expect(success).toHaveTextContent(usd(10_000));
    await expect(success).toHaveTextContent(
      'Payable only after both a confirmed job offer and visa approval.',
    );
    await expect(success).toHaveTextContent('Not charged if you are not hired');
    await expect(success).toHaveTextContent('Not charged if your visa is denied');
    // Cards side by side have their dividers (the top of each body) on one line.
    const plans = ['Profile and job search', 'Registration fee', 'Success fee'].map((name) =>
      page.getByRole('region', { name }),
    );
    const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
    for (const plan of plans.slice(1)) {
      if (top(plan) !== top(plans[0]!)) continue;
      await expect(top(plan.querySelector('ul')!.parentElement!)).toBe(
        top(plans[0]!.querySelector('ul')!.parentElement!),
      );
    }
    await expect(page.getByText(`From ${usd(30)} per page`)).toBeInTheDocument();
    await expect(page.getByText(`From ${usd(100)}`)).toBeInTheDocument();
    await expect(page.getByText(`${usd(50)} per country`)).toBeInTheDocument();
    await expect(
      page.getByText('Payments are non-refundable once services start.'),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Register your CV' })).toHaveAttribute(
      'href',
      '/register?type=candidate',
    );
  },
};
