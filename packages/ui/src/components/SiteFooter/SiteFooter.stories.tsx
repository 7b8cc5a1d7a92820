import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe2 } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Link, SiteFooter, vars } from '@globalhire/ui';

const logo = (
  <Link href="/" tone="inherit" underline="hover" weight="bold" aria-label="GlobalHire home">
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.small,
        fontSize: vars.fontSize.h4,
      }}
    >
      <Globe2 aria-hidden="true" color={vars.color.tone.brand.text} />
      GlobalHire
    </span>
  </Link>
);

const meta = {
  title: 'Navigation/SiteFooter',
  id: 'components-sitefooter',
  component: SiteFooter,
  tags: ['visual-mobile'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    tagline:
      'Connecting skilled professionals with employers around the world, with visa and relocation support at every step.',
    groups: [
      {
        title: 'Company',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Blog', href: '/blog' },
          { label: 'Contact', href: '/contact' },
          { label: 'FAQs', href: '/faqs' },
        ],
      },
      {
        title: 'For Job Seekers',
        links: [
          { label: 'Find Jobs', href: '/jobs' },
          { label: 'Candidate Resources', href: '/candidates' },
          { label: 'Register CV', href: '/register?type=candidate' },
          { label: 'Our Fees', href: '/fees' },
        ],
      },
      {
        title: 'For Employers',
        links: [
          { label: 'Post a Job', href: '/post-job' },
          { label: 'Employer Solutions', href: '/employers' },
        ],
      },
    ],
    socialLinks: [
      {
        label: 'GlobalHire on LinkedIn',
        href: 'https://www.linkedin.com/company/globalhire',
        network: 'linkedin',
      },
      {
        label: 'GlobalHire on Facebook',
        href: 'https://www.facebook.com/globalhire',
        network: 'facebook',
      },
      { label: 'GlobalHire on X', href: 'https://x.com/globalhire', network: 'x' },
      {
        label: 'GlobalHire on Instagram',
        href: 'https://www.instagram.com/globalhire',
        network: 'instagram',
      },
    ],
    year: 2025,
    copyright: 'GlobalHire. All rights reserved.',
    legalLinks: [
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms' },
      { label: 'Cookie Policy', href: '/cookie-policy' },
    ],
  },
  argTypes: { logo: { control: false }, tagline: { control: 'text' } },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // Each group's list is named by its title.
    const seekers = canvas.getByRole('list', { name: 'For Job Seekers' });
    await expect(within(seekers).getByRole('link', { name: 'Register CV' })).toHaveAttribute(
      'href',
      '/register?type=candidate',
    );
    // Icon-only social links still have names.
    const social = canvas.getByRole('navigation', { name: 'Social media' });
    await expect(
      within(social).getByRole('link', { name: 'GlobalHire on LinkedIn' }),
    ).toBeVisible();
    await expect(canvas.getByText('© 2025 GlobalHire. All rights reserved.')).toBeVisible();
    const legal = canvas.getByRole('navigation', { name: 'Legal' });
    await expect(within(legal).getAllByRole('link')).toHaveLength(3);
  },
};

/** Only the required parts: link groups and the copyright line. */
export const Minimal: Story = {
  args: { logo: undefined, tagline: undefined, socialLinks: [], legalLinks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Social media' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Legal' })).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    groups: [
      {
        title: 'Company',
        links: [
          { label: 'About', href: '/about' },
          { label: 'Blog', href: '/blog' },
          { label: 'Contact', href: '/contact' },
          { label: 'FAQs', href: '/faqs' },
          { label: 'Careers at GlobalHire', href: '/about#careers' },
        ],
      },
      {
        title: 'For Job Seekers',
        links: [
          { label: 'Find Jobs', href: '/jobs' },
          { label: 'Candidate Resources', href: '/candidates' },
          { label: 'Register CV', href: '/register?type=candidate' },
          { label: 'Our Fees', href: '/fees' },
          { label: 'Visa & Immigration Guides', href: '/blog/visa-guides' },
          { label: 'Relocation Tips', href: '/blog/relocation-tips' },
        ],
      },
      {
        title: 'For Employers',
        links: [
          { label: 'Post a Job', href: '/post-job' },
          { label: 'Employer Solutions', href: '/employers' },
          { label: 'International Hiring Plans and Pricing', href: '/employer/plans' },
        ],
      },
      {
        title: 'Destinations',
        links: [
          { label: 'Australia', href: '/jobs?country=australia' },
          { label: 'Canada', href: '/jobs?country=canada' },
          { label: 'New Zealand', href: '/jobs?country=new-zealand' },
        ],
      },
    ],
    socialLinks: [
      {
        label: 'GlobalHire on LinkedIn',
        href: 'https://www.linkedin.com/company/globalhire',
        network: 'linkedin',
      },
      {
        label: 'GlobalHire on Facebook',
        href: 'https://www.facebook.com/globalhire',
        network: 'facebook',
      },
      { label: 'GlobalHire on X', href: 'https://x.com/globalhire', network: 'x' },
      {
        label: 'GlobalHire on Instagram',
        href: 'https://www.instagram.com/globalhire',
        network: 'instagram',
      },
      {
        label: 'GlobalHire on YouTube',
        href: 'https://www.youtube.com/@globalhire',
        network: 'youtube',
      },
    ],
  },
};

export const NarrowViewport: Story = { globals: { viewport: { value: 'mobile' } } };

export const Dark: Story = { globals: { theme: 'dark' }, tags: ['!dev'] };

export const DarkNarrow: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile' } },
  tags: ['!dev'],
};

/** Right to left (toolbar: Direction), as in Arabic or Hebrew: the layout mirrors. */
export const RightToLeft: Story = { globals: { direction: 'rtl' }, tags: ['!dev'] };

/** The pseudo-locale (toolbar: Locale): long accented words from UIProvider's `messages` and args. */
export const PseudoLocale: Story = { globals: { locale: 'pseudo' }, tags: ['!dev'] };

export const Playground: Story = {};
