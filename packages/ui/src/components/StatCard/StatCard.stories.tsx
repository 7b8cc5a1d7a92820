import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  BadgeCheck,
  Bell,
  Briefcase,
  Building,
  CalendarClock,
  Clock,
  Eye,
  FileText,
  Plane,
  Star,
  Users,
} from 'lucide-react';
import { expect, within } from 'storybook/test';
import { StatCard, statCardDeltaTones, statCardTones, vars } from '@globalhire/ui';

const grid = {
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
} as const;

// A single card at the width it has in a four-column dashboard row.
const singleCard: Decorator = (Story) => (
  <div style={{ maxWidth: '20rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Job board/StatCard',
  id: 'components-statcard',
  component: StatCard,
  args: {
    label: 'Active Jobs',
    value: '128',
    delta: '+12 this week',
    deltaTone: 'positive',
    icon: <Briefcase />,
    tone: 'brand',
    loading: false,
  },
  argTypes: {
    tone: { control: 'select', options: statCardTones },
    deltaTone: { control: 'inline-radio', options: statCardDeltaTones },
    icon: { control: false },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [singleCard],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active Jobs')).toBeVisible();
    await expect(canvas.getByText('128')).toBeVisible();
    await expect(canvas.getByText('+12 this week')).toBeVisible();
  },
};

/** The admin dashboard's four cards. */
export const AdminDashboard: Story = {
  render: () => (
    <div style={grid}>
      <StatCard
        label="Active Jobs"
        value="128"
        delta="+12 this week"
        deltaTone="positive"
        icon={<Briefcase />}
      />
      <StatCard
        label="Total Employers"
        value="342"
        delta="+18 this month"
        deltaTone="positive"
        icon={<Building />}
        tone="info"
      />
      <StatCard
        label="Total Candidates"
        value="5,816"
        delta="+431 this month"
        deltaTone="positive"
        icon={<Users />}
        tone="positive"
      />
      <StatCard label="Pending Approvals" value="7" icon={<Clock />} tone="caution" />
    </div>
  ),
};

/** The employer dashboard's cards. */
export const EmployerDashboard: Story = {
  render: () => (
    <div style={grid}>
      <StatCard label="Total Jobs Posted" value="9" icon={<Briefcase />} />
      <StatCard label="Active / Expired Jobs" value="5 / 4" icon={<CalendarClock />} tone="info" />
      <StatCard
        label="Job Views"
        value="2,345"
        delta="+310 this week"
        deltaTone="positive"
        icon={<Eye />}
      />
      <StatCard
        label="Applications Summary"
        value="61"
        delta="+8 this week"
        deltaTone="positive"
        icon={<FileText />}
        tone="positive"
      />
      <StatCard
        label="Featured Job Slots"
        value="2"
        delta="of 5 left"
        icon={<Star />}
        tone="caution"
      />
      <StatCard
        label="Plan Status"
        value="Premium"
        delta="20 days remaining"
        icon={<BadgeCheck />}
        tone="brand"
      />
    </div>
  ),
};

/** The applicant dashboard's cards, including the text-valued Visa Progress. */
export const ApplicantDashboard: Story = {
  render: () => (
    <div style={grid}>
      <StatCard label="Applications Submitted" value="4" icon={<FileText />} />
      <StatCard label="Upcoming Interviews" value="1" icon={<CalendarClock />} tone="positive" />
      <StatCard label="Visa Progress" value="In Review" icon={<Plane />} tone="info" />
      <StatCard label="Notifications" value="3" icon={<Bell />} tone="caution" />
    </div>
  ),
};

export const Loading: Story = {
  decorators: [singleCard],
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="stat-card"]');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByText('128')).toBeNull();
    await expect(within(canvasElement).getByText('Active Jobs')).toBeVisible();
  },
};

export const NegativeDelta: Story = {
  decorators: [singleCard],
  args: {
    label: 'Job Views',
    value: '1,204',
    delta: '−18% this week',
    deltaTone: 'critical',
    icon: <Eye />,
  },
};

export const WithoutIconOrDelta: Story = {
  decorators: [singleCard],
  args: { label: 'Pending Approvals', value: '0', delta: undefined, icon: undefined },
};

export const Tones: Story = {
  render: (args) => (
    <div style={grid}>
      {statCardTones.map((tone) => (
        <StatCard key={tone} {...args} tone={tone} label={`${tone} tone`} />
      ))}
    </div>
  ),
};

export const LongContent: Story = {
  decorators: [singleCard],
  args: {
    label: 'Applications received across every active job listing this quarter',
    value: '1,234,567,890',
    delta: '+12,345 this week compared with the same week last year',
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: AdminDashboard.render,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: AdminDashboard.render,
  tags: ['!dev'],
};

export const Playground: Story = {
  decorators: [singleCard],
};
