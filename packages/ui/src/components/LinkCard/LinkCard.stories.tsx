import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Briefcase, Building2, UserRound } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { LinkCard, vars } from '@globalhire/ui';

// One card at the width it has in a three-column grid; grid stories opt out with `fullWidth`.
const singleCard: Decorator = (Story, { parameters }) =>
  parameters.fullWidth ? (
    <Story />
  ) : (
    <div style={{ maxWidth: '22rem' }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Navigation/LinkCard',
  id: 'components-linkcard',
  component: LinkCard,
  decorators: [singleCard],
  args: {
    title: 'Find a Job',
    description: 'Browse verified roles with visa sponsorship in six countries.',
    href: '/jobs',
    icon: <Briefcase />,
    cta: 'Browse jobs',
    titleAs: 'h3',
  },
  argTypes: {
    icon: { control: false },
    titleAs: { control: 'inline-radio', options: ['h2', 'h3', 'h4', 'p'] },
  },
} satisfies Meta<typeof LinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The whole card is one link, named by its title only.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Find a Job');
    await expect(links[0]).toHaveAttribute('href', '/jobs');
  },
};

/** The home page's three link cards. */
export const Grid: Story = {
  parameters: { fullWidth: true },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'grid',
          gap: vars.space.xlarge,
          gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
        }}
      >
        <Story />
      </div>
    ),
  ],
  render: () => (
    <>
      <LinkCard
        icon={<Briefcase />}
        title="Find a Job"
        description="Browse verified roles with visa sponsorship in six countries."
        href="/jobs"
        cta="Browse jobs"
      />
      <LinkCard
        icon={<UserRound />}
        title="For Candidates"
        description="Register your CV and let our recruiters apply on your behalf."
        href="/candidates"
        cta="Get started"
      />
      <LinkCard
        icon={<Building2 />}
        title="For Employers"
        description="Post jobs and reach a worldwide pool of skilled talent."
        href="/login?type=employer"
        cta="Employer login"
      />
    </>
  ),
};

export const WithoutIconOrCta: Story = { args: { icon: undefined, cta: undefined } };

export const LongContent: Story = {
  args: {
    title: 'Visa and relocation guidance for skilled workers moving to Australia and New Zealand',
    description:
      'Step-by-step guides to skills assessments, sponsorship, medical checks and finding a home, written by our immigration specialists and updated every quarter.',
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {};
