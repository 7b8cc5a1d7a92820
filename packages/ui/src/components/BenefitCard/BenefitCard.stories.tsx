import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Globe2, ShieldCheck, Users } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { BenefitCard, vars } from '@globalhire/ui';

// One card at the width it has in a three-column grid; grid stories opt out with `fullWidth`.
const singleCard: Decorator = (Story, { parameters }) =>
  parameters.fullWidth ? (
    <Story />
  ) : (
    <div style={{ maxWidth: '20rem' }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Job board/BenefitCard',
  id: 'components-benefitcard',
  component: BenefitCard,
  decorators: [singleCard],
  args: {
    title: 'Global talent pool',
    description: 'Reach skilled candidates in more than 100 countries who are ready to relocate.',
    icon: <Globe2 />,
    titleAs: 'h3',
  },
  argTypes: {
    icon: { control: false },
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'p'] },
  },
} satisfies Meta<typeof BenefitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Global talent pool' }),
    ).toBeVisible();
  },
};

/** The employer landing page's four benefits. */
export const Grid: Story = {
  parameters: { fullWidth: true },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: vars.space.xlarge,
          gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      <BenefitCard
        icon={<Globe2 />}
        title="Global talent pool"
        description="Reach skilled candidates in more than 100 countries who are ready to relocate."
      />
      <BenefitCard
        icon={<ShieldCheck />}
        title="Pre-screened candidates"
        description="Every profile is checked by our recruiters before it reaches you."
      />
      <BenefitCard
        icon={<Clock />}
        title="Faster hiring"
        description="Shortlists within days, not months, for hard-to-fill roles."
      />
      <BenefitCard
        icon={<Users />}
        title="Visa support"
        description="We guide your new hires through sponsorship and relocation."
      />
    </>
  ),
};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const LongContent: Story = {
  args: {
    title: 'Dedicated account manager for every international hiring campaign',
    description:
      'One contact who knows your business, your roles and your deadlines: from writing the advert to the candidate landing at the airport, with weekly progress reports along the way.',
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {};
