import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, PlanCard, PlanCardGrid, vars } from '@globalhire/ui';

const grid = {
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'stretch',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  paddingTop: vars.space.large,
} as const;

const singleCard: Decorator = (Story) => (
  <div style={{ maxWidth: '22rem', paddingTop: vars.space.large }}>
    <Story />
  </div>
);

const meta = {
  title: 'Job board/PlanCard',
  id: 'components-plancard',
  component: PlanCard,
  args: {
    name: 'Premium',
    price: '$99',
    period: '/month',
    description: 'For growing teams hiring across borders.',
    features: ['5 job postings', '30 days visibility', 'Featured job slots', 'Priority support'],
    popularLabel: 'Most Popular',
    action: <Button fullWidth>Upgrade Now</Button>,
  },
  argTypes: {
    action: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The employer's three monthly plans. */
export const Plans: Story = {
  render: () => (
    <div style={grid}>
      <PlanCard
        name="Free"
        price="$0"
        period="/month"
        description="Try GlobalHire with a single role."
        features={['1 job posting', '7 days visibility', 'Standard listing']}
        action={
          <Button fullWidth variant="outline" tone="neutral">
            Get Started
          </Button>
        }
      />
      <PlanCard
        name="Premium"
        price="$99"
        period="/month"
        description="For growing teams hiring across borders."
        features={[
          '5 job postings',
          '30 days visibility',
          'Featured job slots',
          'Priority support',
        ]}
        popularLabel="Most Popular"
        action={<Button fullWidth>Upgrade Now</Button>}
      />
      <PlanCard
        name="Enterprise"
        price="$299"
        period="/month"
        description="For organisations recruiting at scale."
        features={['Unlimited job postings', '90 days visibility', 'Dedicated account manager']}
        action={
          <Button fullWidth variant="outline" tone="neutral">
            Upgrade Now
          </Button>
        }
      />
    </div>
  ),
};

export const Popular: Story = {
  decorators: [singleCard],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = canvas.getByRole('region', { name: 'Premium' });
    await expect(within(plan).getByText('Most Popular')).toBeVisible();
    await expect(plan).toHaveAttribute('data-featured', 'true');
    await expect(within(plan).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(plan).getByRole('button', { name: 'Upgrade Now' })).toBeEnabled();
  },
};

export const Standard: Story = {
  decorators: [singleCard],
  args: {
    name: 'Free',
    price: '$0',
    description: 'Try GlobalHire with a single role.',
    features: ['1 job posting', '7 days visibility', 'Standard listing'],
    popularLabel: undefined,
    action: (
      <Button fullWidth variant="outline" tone="neutral">
        Get Started
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Most Popular')).toBeNull();
  },
};

/** The subscriber's plan, marked as such. */
export const Current: Story = {
  decorators: [singleCard],
  args: { popularLabel: undefined, currentLabel: 'Current plan', action: undefined },
};

export const LongContent: Story = {
  decorators: [singleCard],
  args: {
    name: 'Enterprise Global Talent Partnership',
    price: '$12,499',
    description:
      'For organisations recruiting at scale in every target country, with relocation support for every hire and a dedicated team that screens candidates before you see them.',
    features: [
      'Unlimited job postings in Australia, Canada, the UK, Ireland, New Zealand and the United States',
      '90 days visibility',
      'Dedicated account manager with quarterly hiring reviews',
      'Candidate shortlists delivered within five working days',
    ],
  },
};

/**
 * Side by side, the dividers line up: they sit under the price, so a plan without a
 * description or with a long one does not push its divider down.
 */
export const AlignedDividers: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <div style={{ ...grid, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
      <PlanCard name="Free profile" price="$0" features={['Browse jobs', 'Build your profile']} />
      <PlanCard
        name="Registration"
        price="$150"
        period="one-time"
        description="Payable when our team starts applying on your behalf; non-refundable once services start."
        features={['Applications on your behalf', 'Profile review']}
      />
      <PlanCard
        name="Success fee"
        price="$10,000"
        description="Only after a confirmed offer and visa approval."
        features={['Not charged if not hired']}
        popularLabel="Pay on success"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('[data-slot="plan-card"]')];
    await expect(cards).toHaveLength(3);
    const dividerTops = cards.map((card) =>
      Math.round(card.querySelector('ul')!.parentElement!.getBoundingClientRect().top),
    );
    await expect(new Set(dividerTops).size).toBe(1);
  },
};

/**
 * In a PlanCardGrid the cards share their rows: a name or a period that wraps to a second line
 * makes every header taller, so the dividers still line up (the fees page's cards).
 */
export const GridWithWrappingHeaders: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: () => (
    <div style={{ maxWidth: '56rem', paddingTop: vars.space.large }}>
      <PlanCardGrid aria-label="Fees">
        <PlanCard
          name="Profile and job search"
          price="$0"
          period="always free"
          features={['Browse jobs', 'Build your profile']}
        />
        <PlanCard
          name="Registration fee"
          price="$150"
          period="one-time"
          description="Payable when our team starts applying on your behalf."
          features={['Applications on your behalf', 'Profile review']}
        />
        <PlanCard
          name="Success fee"
          price="$10,000"
          period="only if you are hired"
          description="Only after a confirmed offer and visa approval."
          features={['Not charged if not hired']}
          popularLabel="Pay on success"
        />
      </PlanCardGrid>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Fees' })).toBeVisible();
    const cards = [...canvasElement.querySelectorAll('[data-slot="plan-card"]')];
    await expect(cards).toHaveLength(3);
    const dividerTops = cards.map((card) =>
      Math.round(card.querySelector('ul')!.parentElement!.getBoundingClientRect().top),
    );
    await expect(new Set(dividerTops).size).toBe(1);
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: Plans.render,
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Plans.render, tags: ['!dev'] };

export const Playground: Story = { decorators: [singleCard] };
