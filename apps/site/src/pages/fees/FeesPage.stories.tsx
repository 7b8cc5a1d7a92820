import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatMoney } from '@globalhire/data';
import { defaultHandlers, handlers, serviceCandidateFixtures } from '@globalhire/data/mocks';
import FeesPage from './FeesPage';
import { PageStory } from '../../testing/PageStory';

/** The schedule and the restrictions (the seed's), before every other default. */
function feeMocks(...overrides: ReturnType<typeof handlers.serviceFeeSchedule>[]) {
  return [
    ...overrides,
    handlers.serviceFeeSchedule(),
    handlers.feeJurisdictions(),
    ...defaultHandlers,
  ];
}

const meta = {
  title: 'Pages/Fees',
  component: PageStory,
  args: { page: FeesPage, path: '/fees' },
  parameters: { layout: 'fullscreen', msw: { handlers: feeMocks() } },
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
    // The amounts are the fee schedule's.
    const registration = await page.findByRole('region', { name: 'Registration fee' });
    await expect(registration).toHaveTextContent(usd(150));
    await expect(registration).toHaveTextContent('one-time');
    await expect(registration).toHaveTextContent('Non-refundable');
    await expect(registration).toHaveTextContent(
      'Invoiced when our team starts applying for you: when you approve the first job your recruiter proposes.',
    );
    const success = page.getByRole('region', { name: 'Success fee' });
    await expect(success).toHaveTextContent(usd(10_000));
    await expect(success).toHaveTextContent(
      'Invoiced only when you have both a confirmed job offer and an approved visa.',
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

/** Where the law stops the fees for finding work, in plain words, with the sources. */
export const WhereWeChargeNoFees: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const section = within(await page.findByRole('region', { name: 'Where we charge no fees' }));
    await expect(
      await section.findByRole('heading', { level: 3, name: 'United Kingdom' }),
    ).toBeInTheDocument();
    await expect(
      section.getByText('For jobs there, and for anyone living there'),
    ).toBeInTheDocument();
    await expect(
      section.getByRole('heading', { level: 3, name: 'Ontario, Canada' }),
    ).toBeInTheDocument();
    await expect(section.getByText('For jobs there')).toBeInTheDocument();
    await expect(
      section.getByRole('link', { name: /Employment Protection for Foreign Nationals Act, 2009/ }),
    ).toHaveAttribute('href', 'https://www.ontario.ca/laws/statute/09e32');
    await expect(
      section.getByRole('list', { name: 'Where the law says so: United Kingdom' }),
    ).toHaveTextContent('Employment Agencies Act 1973, section 6');
  },
};

/** An amount the admin changed shows as they set it: the page reads the schedule. */
export const ChangedSchedule: Story = {
  parameters: {
    msw: {
      handlers: feeMocks(
        handlers.serviceFeeSchedule(
          serviceCandidateFixtures.serviceFees.map((fee) =>
            fee.code === 'registration' ? { ...fee, amount: 175 } : fee,
          ),
        ),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('region', { name: 'Registration fee' })).toHaveTextContent(
      usd(175),
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: feeMocks(handlers.serviceFeeSchedule.loading()) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading our fees...')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: feeMocks(handlers.serviceFeeSchedule.error(500)) } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Our fees could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
