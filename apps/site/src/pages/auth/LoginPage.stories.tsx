import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, handlers } from '@globalhire/data/mocks';
import LoginPage from './LoginPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ShowsAddress } from '../../testing/ShowsAddress';

const meta = {
  title: 'Pages/Login',
  component: PageStory,
  args: { page: LoginPage, path: '/login' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillIn = async (canvasElement: HTMLElement, email: string, password: string) => {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText(/^Email/), email);
  await userEvent.type(page.getByLabelText(/^Password/, { selector: 'input' }), password);
  await userEvent.click(page.getByRole('button', { name: 'Login' }));
};

export const Candidate: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Candidate Login' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Sign up as a candidate' })).toHaveAttribute(
      'href',
      '/register?type=candidate',
    );
    await expect(
      page.getByRole('link', { name: 'Are you an employer? Log in here' }),
    ).toHaveAttribute('href', '/login?type=employer');
  },
};

export const Employer: Story = {
  args: { url: '/login?type=employer' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Employer Login' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Sign up as an employer' })).toHaveAttribute(
      'href',
      '/register?type=employer',
    );
    await expect(
      page.getByRole('link', { name: 'Looking for a job? Candidate login' }),
    ).toHaveAttribute('href', '/login?type=candidate');
  },
};

export const ValidationErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(page.getByRole('button', { name: 'Login' }));
    await expect(
      await page.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    await expect(page.getByText('Password is required.')).toBeInTheDocument();
    // What the visitor typed stays in the field.
    await expect(page.getByLabelText(/^Email/)).toHaveValue('not-an-email');
  },
};

export const LoggingIn: Story = {
  parameters: { msw: { handlers: [handlers.signIn.loading(), ...defaultHandlers] } },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'candidate@globalhire.local', 'a-strong-password');
    const button = await within(canvasElement).findByRole('button', { name: /Logging in\.\.\./ });
    await expect(button).toBeDisabled();
  },
};

export const LoginFailed: Story = {
  parameters: { msw: { handlers: [handlers.signIn.empty(), ...defaultHandlers] } },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'candidate@globalhire.local', 'wrong-password');
    await expectToast('Login failed', 'Invalid login credentials');
    // The visitor stays on the page, with the button usable again.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Login' })).toBeEnabled(),
    );
  },
};

export const LoginSucceeds: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement, 'candidate@globalhire.local', 'a-strong-password');
    await expectToast('Welcome back!', 'You have successfully logged in.');
    // The page has left for /dashboard (the story's router renders nothing there).
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('heading', { name: 'Candidate Login' }),
      ).not.toBeInTheDocument(),
    );
  },
};

const askForLink = async (canvasElement: HTMLElement, email: string) => {
  const page = within(canvasElement);
  if (email) await userEvent.type(await page.findByLabelText(/^Email/), email);
  await userEvent.click(await page.findByRole('button', { name: 'Email me a sign-in link' }));
};

export const SignInLinkSent: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'candidate@globalhire.local');
    const page = within(canvasElement);
    const heading = await page.findByRole('heading', { level: 1, name: 'Check your inbox' });
    // The news takes the focus from the form it replaces, for screen readers.
    await expect(heading.closest('[tabindex="-1"]')).toHaveFocus();
    await expect(page.getByText('candidate@globalhire.local')).toBeInTheDocument();
    await expect(page.getByText(/we have sent it a link to log in/)).toBeInTheDocument();
    // Back to the form, to use another address.
    await userEvent.click(page.getByRole('button', { name: 'Use a different email' }));
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Candidate Login' }),
    ).toBeInTheDocument();
  },
};

export const SignInLinkSending: Story = {
  parameters: { msw: { handlers: [handlers.signInLink.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'candidate@globalhire.local');
    await expect(
      await within(canvasElement).findByRole('button', { name: /Sending link\.\.\./ }),
    ).toBeDisabled();
  },
};

export const SignInLinkNeedsAnEmail: Story = {
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, '');
    const page = within(canvasElement);
    await expect(await page.findByText('Email is required.')).toBeInTheDocument();
    await expect(page.getByLabelText(/^Email/)).toHaveAccessibleDescription(/Email is required\./);
  },
};

export const SignInLinkTooSoon: Story = {
  parameters: { msw: { handlers: [handlers.signInLink('too-soon'), ...defaultHandlers] } },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'candidate@globalhire.local');
    const page = within(canvasElement);
    await expect(
      await page.findByText('For security purposes, you can only request this after 42 seconds.'),
    ).toBeInTheDocument();
    // Still on the form, the address kept, the button usable again.
    await expect(page.getByLabelText(/^Email/)).toHaveValue('candidate@globalhire.local');
    // The field's error shows as the request fails; the button leaves "Sending link..." a render later.
    await expect(
      await page.findByRole('button', { name: 'Email me a sign-in link' }),
    ).toBeEnabled();
  },
};

export const SignInLinkAddressRefused: Story = {
  parameters: { msw: { handlers: [handlers.signInLink('invalid-address'), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await askForLink(canvasElement, 'someone@localhost.invalid');
    await expect(
      await within(canvasElement).findByText('Unable to validate email address: invalid format'),
    ).toBeInTheDocument();
  },
};

/** Someone already signed in who opens /login goes to their dashboard, without seeing the form. */
export const AlreadySignedIn: Story = {
  args: { as: 'candidate', layout: ShowsAddress },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() =>
      expect(page.getByRole('status', { name: 'Current address' })).toHaveTextContent(
        '/applicant/dashboard',
      ),
    );
    await expect(page.queryByRole('heading', { name: 'Candidate Login' })).toBeNull();
    await expect(page.queryByLabelText(/^Password/)).toBeNull();
  },
};

/** Signed in, with a link that says where to go next: there, not the dashboard. */
export const AlreadySignedInWithReturnTo: Story = {
  args: { as: 'employer', layout: ShowsAddress, url: '/login?type=employer&returnTo=%2Fjobs%2F1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() =>
      expect(page.getByRole('status', { name: 'Current address' })).toHaveTextContent(
        /^\/jobs\/1$/,
      ),
    );
    await expect(page.queryByRole('heading', { name: 'Employer Login' })).toBeNull();
  },
};
