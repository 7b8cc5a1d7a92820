import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, Link, Stack, Text, linkTones, linkUnderlines, linkWeights } from '@globalhire/ui';

const meta = {
  title: 'Navigation/Link',
  id: 'components-link',
  component: Link,
  args: { href: '#jobs', children: 'Browse all jobs' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
    weight: { control: 'inline-radio', options: linkWeights },
    underline: { control: 'inline-radio', options: linkUnderlines },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Browse all jobs' });
    await expect(link).toHaveAttribute('href', '#jobs');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** In running text a link is always underlined, so it is not told by colour alone. */
export const InText: Story = {
  render: (args) => (
    <Text>
      Candidates from 40 countries found work abroad this year.{' '}
      <Link {...args}>Read their stories</Link> or start with the roles most in demand.
    </Text>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack space="small">
      {linkTones.map((tone) => (
        <Text key={tone}>
          <Link {...args} tone={tone}>{`A ${tone} link`}</Link>
        </Text>
      ))}
    </Stack>
  ),
};

/** Navigation lists (header, footer, side menus) underline on hover only. */
export const UnderlineOnHover: Story = {
  render: (args) => (
    <Inline as="ul" space="large" aria-label="Footer">
      {['About', 'Blog', 'Contact', 'FAQs'].map((label) => (
        <Link
          key={label}
          {...args}
          href={`#${label.toLowerCase()}`}
          tone="muted"
          underline="hover"
          weight="medium"
        >
          {label}
        </Link>
      ))}
    </Inline>
  ),
};

/** An external link opens a new tab, shows an icon, and tells screen readers '(opens in a new tab)'. */
export const External: Story = {
  args: { href: 'https://www.who.int/', external: true, children: 'World Health Organization' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'World Health Organization (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** The announcement is a prop, so a site in another language passes its own words. */
export const ExternalWithOwnLabel: Story = {
  args: {
    href: 'https://www.who.int/',
    external: true,
    externalLabel: '(s’ouvre dans un nouvel onglet)',
    lang: 'fr',
    children: 'Organisation mondiale de la santé',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /nouvel onglet/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const LongContent: Story = {
  args: {
    children:
      'https://www.globalhire.example/jobs/registered-nurse-intensive-care-unit-night-shifts-dubai-united-arab-emirates',
  },
  render: (args) => (
    <div style={{ maxWidth: '20rem' }}>
      <Text>
        <Link {...args} />
      </Text>
    </div>
  ),
};

export const Dark: Story = { ...Tones, globals: { theme: 'dark' }, tags: ['!dev'] };

export const DarkInText: Story = { ...InText, globals: { theme: 'dark' }, tags: ['!dev'] };

export const Playground: Story = {
  args: { tone: 'link', weight: 'regular', underline: 'always', external: false },
};
