import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers, authError, authUrl } from '@globalhire/data/mocks';
import { http } from 'msw';
import RegisterPage from './RegisterPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ShowsAddress } from '../../testing/ShowsAddress';
import { serverUnreachableMessage } from '../../features/auth/authErrorMessage';

const meta = {
  title: 'Pages/Register',
  component: PageStory,
  args: { page: RegisterPage, path: '/register' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const fillCandidate = async (
  page: Canvas,
  overrides: { password?: string; confirm?: string } = {},
) => {
  await userEvent.type(await page.findByLabelText(/^First Name/), 'Amara');
  await userEvent.type(page.getByLabelText(/^Last Name/), 'Okafor');
  await userEvent.type(page.getByLabelText(/^Email/), 'amara@example.com');
  await userEvent.type(
    page.getByLabelText(/^Password/, { selector: 'input' }),
    overrides.password ?? 'long-enough-1',
  );
  await userEvent.type(
    page.getByLabelText(/^Confirm Password/, { selector: 'input' }),
    overrides.confirm ?? overrides.password ?? 'long-enough-1',
  );
  await userEvent.click(page.getByRole('checkbox'));
};

export const Candidate: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Candidate Registration' }),
    ).toBeInTheDocument();
    await expect(page.queryByLabelText(/^Company Name/)).not.toBeInTheDocument();
    // Terms and privacy open in a new tab, so the form keeps what was typed.
    const terms = page.getByRole('link', { name: /Terms of Service/ });
    await expect(terms).toHaveAttribute('href', '/terms');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(page.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?type=candidate',
    );
    await expect(
      page.getByRole('link', { name: 'Hiring? Register as an employer' }),
    ).toHaveAttribute('href', '/register?type=employer');
  },
};

export const Employer: Story = {
  args: { url: '/register?type=employer' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Employer Registration' }),
    ).toBeInTheDocument();
    await expect(page.getByLabelText(/^Company Name/)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?type=employer',
    );
    await expect(
      page.getByRole('link', { name: 'Looking for a job? Register as a candidate' }),
    ).toHaveAttribute('href', '/register?type=candidate');
  },
};

export const ValidationErrors: Story = {
  args: { url: '/register?type=employer' },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/^First Name/), 'Amara');
    await userEvent.type(page.getByLabelText(/^Email/), 'amara@');
    await userEvent.type(page.getByLabelText(/^Password/, { selector: 'input' }), 'short');
    await userEvent.type(page.getByLabelText(/^Confirm Password/, { selector: 'input' }), 'other');
    await userEvent.click(page.getByRole('button', { name: 'Create Account' }));
    await expect(await page.findByText('Last name is required.')).toBeInTheDocument();
    await expect(page.getByText('Company name is required.')).toBeInTheDocument();
    await expect(
      page.getByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
    await expect(
      page.getByText('You must accept the Terms of Service and Privacy Policy.'),
    ).toBeInTheDocument();
    // Focus lands on the first field to fix; nothing typed is lost.
    await expect(page.getByLabelText(/^Last Name/)).toHaveFocus();
    await expect(page.getByLabelText(/^First Name/)).toHaveValue('Amara');
    await expect(page.getByLabelText(/^Email/)).toHaveValue('amara@');
  },
};

export const PasswordsDontMatch: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillCandidate(page, { password: 'long-enough-1', confirm: 'long-enough-2' });
    await userEvent.click(page.getByRole('button', { name: 'Create Account' }));
    await expect(await page.findByText('Passwords do not match.')).toBeInTheDocument();
  },
};

export const CreatingAccount: Story = {
  parameters: { msw: { handlers: [handlers.signUp.loading(), ...defaultHandlers] } },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillCandidate(page);
    await userEvent.click(page.getByRole('button', { name: 'Create Account' }));
    await expect(
      await page.findByRole('button', { name: /Creating account\.\.\./ }),
    ).toBeDisabled();
  },
};

export const Registered: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillCandidate(page);
    await userEvent.click(page.getByRole('button', { name: 'Create Account' }));
    await expectToast('Registration Successful', 'Please check your email to verify your account.');
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Check your inbox' }),
    ).toBeInTheDocument();
    await expect(page.getByText('amara@example.com')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login?type=candidate',
    );
    // The story's backend is not on this machine, so there is no local mailbox to point at.
    await expect(page.queryByRole('link', { name: /local mailbox/ })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Register with a different email' }));
    await expect(await page.findByLabelText(/^Email/)).toHaveValue('');
  },
};

export const EmailAlreadyRegistered: Story = {
  // GoTrue, with confirmations on, answers for a taken address with a user that has no identities.
  parameters: {
    msw: {
      handlers: [
        handlers.signUp({ ...handlers.signUp.fixture!, identities: [] }),
        ...defaultHandlers,
      ],
    },
  },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillCandidate(page);
    await userEvent.click(page.getByRole('button', { name: 'Create Account' }));
    await expect(
      await page.findByText(
        'An account with this email already exists. Log in or reset your password.',
      ),
    ).toBeInTheDocument();
    await expect(page.getByLabelText(/^Email/)).toHaveFocus();
    await expect(page.queryByRole('heading', { name: 'Check your inbox' })).not.toBeInTheDocument();
  },
};

export const WeakPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(authUrl('signup'), () =>
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
    const page = within(canvasElement);
    await fillCandidate(page, { password: 'password123' });
    await userEvent.click(page.getByRole('button', { name: 'Create Account' }));
    await expect(
      await page.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    await expect(page.getByLabelText(/^Password/, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [handlers.signUp.error(500), ...defaultHandlers] } },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await fillCandidate(page);
    await userEvent.click(page.getByRole('button', { name: 'Create Account' }));
    const alert = await page.findByRole('alert');
    await expect(alert).toHaveTextContent('Registration failed');
    await expect(alert).toHaveTextContent(serverUnreachableMessage);
    await expect(page.getByLabelText(/^First Name/)).toHaveValue('Amara');
  },
};

/** Someone already signed in who opens /register goes to their dashboard, not a second sign-up. */
export const AlreadySignedIn: Story = {
  args: { as: 'employer', layout: ShowsAddress, url: '/register?type=employer' },
  parameters: {
    msw: { handlers: [handlers.profile(fixtures.profiles.employer), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() =>
      expect(page.getByRole('status', { name: 'Current address' })).toHaveTextContent(
        '/employer/dashboard',
      ),
    );
    await expect(page.queryByRole('heading', { name: 'Employer Registration' })).toBeNull();
    await expect(page.queryByLabelText(/^First Name/)).toBeNull();
  },
};
