import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { http } from 'msw';
import { authError, authUrl, defaultHandlers, handlers } from '@globalhire/data/mocks';
import ForgotPasswordPage from './ForgotPasswordPage';
import { PageStory } from '../../testing/PageStory';
import { serverUnreachableMessage } from '../../features/auth/authErrorMessage';

const meta = {
  title: 'Pages/ForgotPassword',
  component: PageStory,
  args: { page: ForgotPasswordPage, path: '/forgot-password' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const requestLink = async (canvasElement: HTMLElement, email = 'amara@example.com') => {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText(/^Email/), email);
  await userEvent.click(page.getByRole('button', { name: 'Send Reset Link' }));
  return page;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Send Reset Link' }));
    await expect(await page.findByText('Email is required.')).toBeInTheDocument();
    await expect(page.getByLabelText(/^Email/)).toHaveFocus();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: [handlers.recover.loading(), ...defaultHandlers] } },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = await requestLink(canvasElement);
    await expect(await page.findByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
  },
};

export const LinkSent: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = await requestLink(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeInTheDocument();
    // The same words whether or not the address has an account.
    await expect(page.getByText(/If an account exists for/)).toHaveTextContent('amara@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Use a different email' }));
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
  },
};

export const RateLimited: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(authUrl('recover'), () =>
          authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
        ),
        ...defaultHandlers,
      ],
    },
  },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = await requestLink(canvasElement);
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('The link could not be sent');
    await expect(alert).toHaveTextContent('Email rate limit exceeded');
    await expect(page.getByLabelText(/^Email/)).toHaveValue('amara@example.com');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [handlers.recover.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = await requestLink(canvasElement);
    await expect(await page.findByRole('alert')).toHaveTextContent(serverUnreachableMessage);
  },
};
