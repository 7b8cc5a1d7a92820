import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { AtSign, Globe, Mail } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { TeamMemberCard, vars } from '@globalhire/ui';

// A portrait drawn inline so stories need no network and stay pixel-stable.
const portrait = (background: string, skin: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><rect width="160" height="160" fill="${background}"/><circle cx="80" cy="64" r="30" fill="${skin}"/><path d="M24 160c4-36 28-54 56-54s52 18 56 54z" fill="${skin}"/></svg>`,
  )}`;

const grid = {
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(auto-fit, minmax(15rem, 1fr))',
} as const;

const singleCard: Decorator = (Story) => (
  <div style={{ maxWidth: '20rem' }}>
    <Story />
  </div>
);

const socialLinksFor = (name: string, handle: string) => [
  { href: `https://www.example.com/in/${handle}`, label: `${name}'s profile`, icon: <Globe /> },
  {
    href: `https://social.example.com/@${handle}`,
    label: `${name} on social media`,
    icon: <AtSign />,
  },
  { href: `mailto:${handle}@globalhire.example`, label: `Email ${name}`, icon: <Mail /> },
];

const meta = {
  title: 'Job board/TeamMemberCard',
  id: 'components-teammembercard',
  component: TeamMemberCard,
  args: {
    name: 'Amara Okafor',
    jobTitle: 'Chief Executive Officer',
    description: 'Fifteen years placing healthcare and engineering talent across four continents.',
    imageUrl: portrait('#dbeafe', '#92400e'),
    imageAlt: '',
    socialLinks: socialLinksFor('Amara Okafor', 'amara-okafor'),
    headingLevel: 3,
  },
  argTypes: {
    socialLinks: { control: false },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof TeamMemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [singleCard],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Amara Okafor' })).toBeVisible();
    const email = canvas.getByRole('link', { name: 'Email Amara Okafor' });
    await expect(email).toHaveAttribute('href', 'mailto:amara-okafor@globalhire.example');
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** The About page's four-person leadership team. */
export const LeadershipTeam: Story = {
  render: () => (
    <div style={grid}>
      <TeamMemberCard
        name="Amara Okafor"
        jobTitle="Chief Executive Officer"
        description="Fifteen years placing healthcare and engineering talent across four continents."
        imageUrl={portrait('#dbeafe', '#92400e')}
        socialLinks={socialLinksFor('Amara Okafor', 'amara-okafor')}
      />
      <TeamMemberCard
        name="James Whitfield"
        jobTitle="Head of Employer Partnerships"
        description="Builds hiring programmes with employers in the UK, Ireland and Australia."
        imageUrl={portrait('#dcfce7', '#f5d0a9')}
        socialLinks={socialLinksFor('James Whitfield', 'james-whitfield')}
      />
      <TeamMemberCard
        name="Mei Lin Zhou"
        jobTitle="Director of Visa Services"
        description="A registered migration adviser who has guided over 2,000 visa applications."
        imageUrl={portrait('#fae8ff', '#d6a77a')}
        socialLinks={socialLinksFor('Mei Lin Zhou', 'mei-lin-zhou')}
      />
      <TeamMemberCard
        name="Rafael Mendes"
        jobTitle="Chief Technology Officer"
        description="Leads the platform that matches candidates with employers worldwide."
        socialLinks={socialLinksFor('Rafael Mendes', 'rafael-mendes')}
      />
    </div>
  ),
};

/** Without a portrait, the initials stand in. */
export const Initials: Story = {
  decorators: [singleCard],
  args: { imageUrl: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AO')).toBeVisible();
  },
};

export const WithoutSocialLinks: Story = { decorators: [singleCard], args: { socialLinks: [] } };

export const LongContent: Story = {
  decorators: [singleCard],
  args: {
    name: 'Maria Clara Villanueva-Santos de la Cruz',
    jobTitle: 'Vice President, International Talent Acquisition and Candidate Experience',
    description:
      'Before joining GlobalHire she ran nurse recruitment for a hospital group in Manila, then spent eight years in London helping NHS trusts build international hiring programmes that now welcome hundreds of nurses a year.',
  },
};

export const NarrowViewport: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: LeadershipTeam.render,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: LeadershipTeam.render,
  tags: ['!dev'],
};

export const Playground: Story = { decorators: [singleCard] };
