import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import EmailConfirmedPage from './EmailConfirmedPage';
import { PageStory } from '../../testing/PageStory';

// The confirmation link signs the new user in (supabase-js reads the session from the URL
// fragment), so a confirmed story starts signed in; without a session the link did not work.
const meta = {
  title: 'Pages/EmailConfirmed',
  component: PageStory,
  args: {
    page: EmailConfirmedPage,
    path: '/email-confirmed',
    url: '/email-confirmed?type=candidate',
  },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmedCandidate: Story = {
  args: { as: 'candidate' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Your email is confirmed' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/applicant/profile',
    );
    await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/applicant/dashboard',
    );
  },
};

export const ConfirmedEmployer: Story = {
  args: { as: 'employer', url: '/email-confirmed?type=employer' },
  parameters: {
    msw: { handlers: [handlers.profile(fixtures.profiles.employer), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('link', { name: 'Complete your company profile' }),
    ).toHaveAttribute('href', '/employer/profile');
  },
};

export const ExpiredOrUsedLink: Story = {
  args: {
    url: '/email-confirmed?type=employer#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', {
        level: 1,
        name: 'This confirmation link is invalid or has expired',
      }),
    ).toBeInTheDocument();
    await expect(page.getByText(/Email link is invalid or has expired\./)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?type=employer',
    );
    await expect(page.getByRole('link', { name: 'Register again' })).toHaveAttribute(
      'href',
      '/register?type=employer',
    );
  },
};

export const Confirming: Story = {
  args: { as: 'candidate' },
  parameters: { msw: { handlers: [handlers.profile.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Confirming your email...'),
    ).toBeInTheDocument();
  },
};
