import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import {
  ChartColumn,
  Briefcase,
  FileText,
  Heart,
  LifeBuoy,
  Plane,
  UserRound,
  Users,
} from 'lucide-react';
import { expect, within } from 'storybook/test';
import { ShortcutCard, vars } from '@globalhire/ui';

const grid = {
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
} as const;

const singleCard: Decorator = (Story) => (
  <div style={{ maxWidth: '24rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Navigation/ShortcutCard',
  id: 'components-shortcutcard',
  component: ShortcutCard,
  args: {
    href: '/admin/jobs',
    title: 'Manage Jobs',
    description: 'Review, approve and feature job listings.',
    icon: <Briefcase />,
    headingLevel: 3,
  },
  argTypes: {
    icon: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof ShortcutCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [singleCard],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Manage Jobs' });
    await expect(link).toHaveAttribute('href', '/admin/jobs');
  },
};

/** The admin dashboard's shortcuts: jobs, users, and analytics/content. */
export const AdminShortcuts: Story = {
  render: () => (
    <div style={grid}>
      <ShortcutCard
        href="/admin/jobs"
        title="Manage Jobs"
        description="Review, approve and feature job listings."
        icon={<Briefcase />}
      />
      <ShortcutCard
        href="/admin/candidates"
        title="Manage Users"
        description="Verify employers and approve candidates."
        icon={<Users />}
      />
      <ShortcutCard
        href="/admin/content"
        title="Analytics & Content"
        description="Track growth and publish articles and FAQs."
        icon={<ChartColumn />}
      />
    </div>
  ),
};

/** The applicant dashboard's shortcuts. */
export const ApplicantShortcuts: Story = {
  render: () => (
    <div style={grid}>
      <ShortcutCard
        href="/applicant/profile"
        title="My Profile"
        description="Keep your details up to date."
        icon={<UserRound />}
      />
      <ShortcutCard
        href="/applicant/cv"
        title="My CV / Resume"
        description="Upload your latest CV."
        icon={<FileText />}
      />
      <ShortcutCard
        href="/applicant/saved"
        title="Saved Jobs"
        description="Jobs you bookmarked for later."
        icon={<Heart />}
      />
      <ShortcutCard
        href="/applicant/visa"
        title="Visa & Relocation Support"
        description="Follow each step of your case."
        icon={<Plane />}
      />
      <ShortcutCard
        href="/applicant/help"
        title="Help"
        description="Answers and ways to reach us."
        icon={<LifeBuoy />}
      />
    </div>
  ),
};

export const WithoutIcon: Story = { decorators: [singleCard], args: { icon: undefined } };

export const LongContent: Story = {
  decorators: [singleCard],
  args: {
    title: 'Applications & Status for every role you applied to across six countries',
    description:
      'Follow each application from submission to offer, see which recruiter is handling it, and read the notes the team left after every interview round.',
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: AdminShortcuts.render,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: AdminShortcuts.render,
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = {
  render: AdminShortcuts.render,
  globals: { direction: 'rtl' },
  tags: ['!dev'],
};

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = { globals: { locale: 'pseudo' }, tags: ['!dev'] };

export const Playground: Story = { decorators: [singleCard] };
