import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { clearToasts } from '@globalhire/ui';
import { authError, authUrl, defaultHandlers, handlers } from '@globalhire/data/mocks';
import ResetPasswordPage from './ResetPasswordPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { serverUnreachableMessage } from '../../features/auth/authErrorMessage';

// A recovery link signs the visitor in (supabase-js reads the session from the URL fragment),
// so the form stories start signed in; without a session the link did not work.
const meta = {
  title: 'Pages/ResetPassword',
  component: PageStory,
  args: { page: ResetPasswordPage, path: '/reset-password', as: 'candidate' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const choosePassword = async (canvasElement: HTMLElement, password: string, confirm = password) => {
  const page = within(canvasElement);
  await userEvent.type(
    await page.findByLabelText(/^New Password/, { selector: 'input' }),
    password,
  );
  await userEvent.type(
    page.getByLabelText(/^Confirm New Password/, { selector: 'input' }),
    confirm,
  );
  await userEvent.click(page.getByRole('button', { name: 'Update Password' }));
  return page;
};

export const FromRecoveryLink: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument();
  },
};

export const InvalidLink: Story = {
  args: { as: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', {
        level: 1,
        name: 'This reset link is invalid or has expired',
      }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const ExpiredLink: Story = {
  args: {
    as: undefined,
    url: '/reset-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(/Email link is invalid or has expired\./),
    ).toBeInTheDocument();
  },
};

export const ValidationErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = await choosePassword(canvasElement, 'short', 'shorter');
    await expect(
      await page.findByText('Password must be at least 8 characters.'),
    ).toBeInTheDocument();
    await expect(page.getByText('Passwords do not match.')).toBeInTheDocument();
    await expect(page.getByLabelText(/^New Password/, { selector: 'input' })).toHaveFocus();
  },
};

export const Updating: Story = {
  parameters: { msw: { handlers: [handlers.user.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = await choosePassword(canvasElement, 'a-new-long-password');
    await expect(await page.findByRole('button', { name: /Updating\.\.\./ })).toBeDisabled();
  },
};

export const Updated: Story = {
  play: async ({ canvasElement }) => {
    const page = await choosePassword(canvasElement, 'a-new-long-password');
    await expectToast('Password updated', 'Your new password is set and you are logged in.');
    // On to /dashboard (the story's router renders nothing there).
    await waitFor(() =>
      expect(page.queryByRole('heading', { name: 'Set a new password' })).not.toBeInTheDocument(),
    );
  },
};

export const SamePassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(authUrl('user'), () =>
          authError(
            422,
            'same_password',
            'New password should be different from the old password.',
          ),
        ),
        ...defaultHandlers,
      ],
    },
  },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = await choosePassword(canvasElement, 'the-old-password');
    await expect(
      await page.findByText('New password should be different from the old password.'),
    ).toBeInTheDocument();
    await expect(page.getByLabelText(/^New Password/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const CommonPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.put(authUrl('user'), () =>
          authError(
            422,
            'weak_password',
            'Password is known to be weak and easy to guess, please choose a different one.',
            { weak_password: { reasons: ['pwned'] } },
          ),
        ),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await choosePassword(canvasElement, 'password1234');
    await expect(
      await page.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    await expect(page.getByLabelText(/^New Password/, { selector: 'input' })).toHaveFocus();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [handlers.user.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = await choosePassword(canvasElement, 'a-new-long-password');
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Your password was not changed');
    await expect(alert).toHaveTextContent(serverUnreachableMessage);
  },
};

/** An invitation's link lands here (`?invited=1`): the invited person chooses their password. */
export const FromInvitation: Story = {
  args: { url: '/reset-password?invited=1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    await userEvent.type(
      await page.findByLabelText(/^New Password/, { selector: 'input' }),
      'my-own-password-1',
    );
    await userEvent.type(
      page.getByLabelText(/^Confirm New Password/, { selector: 'input' }),
      'my-own-password-1',
    );
    await userEvent.click(page.getByRole('button', { name: 'Set Password' }));
    await expectToast('Password set', 'Your password is set and you are logged in.');
  },
};

export const InvalidInvitationLink: Story = {
  args: {
    as: undefined,
    url: '/reset-password?invited=1#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', {
        level: 1,
        name: 'This invitation link is invalid or has expired',
      }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    // A way forward that works now: a new link by email, or the admin sends the invitation again.
    await expect(page.getByText(/ask the admin who invited you to send the invitation again/)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Email me a new link' })).toBeInTheDocument();
  },
};

/** The invited person emails themselves a new link; it lands back on this page to choose a password. */
export const NewInvitationLinkSent: Story = {
  args: { as: undefined, url: '/reset-password?invited=1' },
  parameters: {
    msw: {
      handlers: [
        http.post(authUrl('recover'), ({ request }) => {
          const redirect = new URL(request.url).searchParams.get('redirect_to') ?? '';
          return redirect.endsWith('/reset-password?invited=1')
            ? HttpResponse.json({})
            : authError(400, 'validation_failed', `Unexpected redirect: ${redirect}`);
        }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Email me a new link' }));
    await expect(await page.findByText('Email is required.')).toBeInTheDocument();
    await userEvent.type(page.getByRole('textbox', { name: /^Email/ }), 'hiring@northwind.example');
    await userEvent.click(page.getByRole('button', { name: 'Email me a new link' }));
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeInTheDocument();
    await expect(page.getByText('hiring@northwind.example')).toBeInTheDocument();
  },
};

export const NewInvitationLinkTooSoon: Story = {
  args: { as: undefined, url: '/reset-password?invited=1' },
  parameters: {
    msw: {
      handlers: [
        http.post(authUrl('recover'), () =>
          authError(429, 'over_email_send_rate_limit', 'For security purposes, you can only request this after 42 seconds.'),
        ),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /^Email/ }), 'hiring@northwind.example');
    await userEvent.click(page.getByRole('button', { name: 'Email me a new link' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('The link could not be sent');
  },
};
