import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import {
  adminWithFactor,
  adminWithoutFactor,
  defaultHandlers,
  fixtures,
  handlers,
  mfaChallengeExpired,
  mfaTooManyAttempts,
} from '@globalhire/data/mocks';
import type { RequestHandler } from 'msw';
import TwoFactorPage from './TwoFactorPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';

/** The admin's profile and account (with or without an authenticator), then the story's mocks. */
const mocks = (user: typeof adminWithFactor, extra: RequestHandler[] = []) => ({
  msw: {
    // A story's own handlers first: MSW answers with the first that matches.
    handlers: [
      ...extra,
      handlers.profile(fixtures.profiles.admin),
      handlers.user(user),
      ...defaultHandlers,
    ],
  },
});

const meta = {
  title: 'Pages/Two-step sign-in',
  component: PageStory,
  args: { page: TwoFactorPage, path: '/login/two-factor', as: 'admin', aal: 'aal1' },
  parameters: { layout: 'fullscreen', ...mocks(adminWithoutFactor) },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 8000 };

async function enterCode(canvasElement: HTMLElement, code: string, button: string) {
  const page = within(canvasElement);
  const field = await page.findByRole('textbox', { name: /6-digit code/ }, slow);
  await userEvent.clear(field);
  await userEvent.type(field, code);
  await userEvent.click(page.getByRole('button', { name: button }));
  return field;
}

/** First sign-in of an admin: the QR code, the key to type by hand, and the code field. */
export const EnrolQrShown: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Set up two-step sign-in' }, slow),
    ).toBeInTheDocument();
    const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
    await expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await expect(page.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Verify and continue' })).toBeInTheDocument();
  },
};

/** A code that is not 6 digits is caught before anything is sent. */
export const EnrolInvalidCode: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const field = await enterCode(canvasElement, '12ab', 'Verify and continue');
    const page = within(canvasElement);
    await expect(await page.findByText('The code is 6 digits, like 123456.')).toBeInTheDocument();
    await expect(field).toHaveValue('12ab');
    await waitFor(() => expect(field).toHaveFocus());
  },
};

/** The app's code does not match: said beside the field, what was typed stays. */
export const EnrolWrongCode: Story = {
  tags: ['visual-after-play'],
  parameters: mocks(adminWithoutFactor, [handlers.mfaVerify.empty()]),
  play: async ({ canvasElement }) => {
    const field = await enterCode(canvasElement, '123456', 'Verify and continue');
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'That code is not right. Enter the code your app shows now (it changes every 30 seconds).',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('123456');
  },
};

/** The right code: the app is linked and the admin goes on. */
export const EnrolVerified: Story = {
  play: async ({ canvasElement }) => {
    await enterCode(canvasElement, '123456', 'Verify and continue');
    await expectToast(
      'Authenticator app added',
      'From now on you will enter a code from it after your password.',
    );
  },
};

/** While the setup code is being prepared. */
export const EnrolLoading: Story = {
  parameters: mocks(adminWithoutFactor, [handlers.mfaEnroll.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Preparing your setup code...', {}, slow),
    ).toBeInTheDocument();
  },
};

/** The server could not start the enrolment: said, with a way to try again. */
export const EnrolError: Story = {
  parameters: mocks(adminWithoutFactor, [handlers.mfaEnroll.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Two-step sign-in could not start', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** An admin with an authenticator: the code after the password. */
export const Challenge: Story = {
  parameters: mocks(adminWithFactor),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Enter your sign-in code' }, slow),
    ).toBeInTheDocument();
    await expect(page.queryByRole('img')).not.toBeInTheDocument();
    await enterCode(canvasElement, '123456', 'Verify');
    await expectToast('Welcome back!', 'Your sign-in code was accepted.');
  },
};

export const ChallengeWrongCode: Story = {
  tags: ['visual-after-play'],
  parameters: mocks(adminWithFactor, [handlers.mfaVerify.empty()]),
  play: async ({ canvasElement }) => {
    const field = await enterCode(canvasElement, '654321', 'Verify');
    await expect(
      await within(canvasElement).findByText(/^That code is not right\./, {}, slow),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('654321');
  },
};

/** The challenge ran out before the code arrived. */
export const ChallengeExpired: Story = {
  tags: ['visual-after-play'],
  parameters: mocks(adminWithFactor, [mfaChallengeExpired()]),
  play: async ({ canvasElement }) => {
    await enterCode(canvasElement, '654321', 'Verify');
    await expect(
      await within(canvasElement).findByText(
        'That code took too long to arrive. Enter the code your app shows now.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
  },
};

/** Too many wrong codes: the form says to wait. */
export const ChallengeRateLimited: Story = {
  tags: ['visual-after-play'],
  parameters: mocks(adminWithFactor, [mfaTooManyAttempts()]),
  play: async ({ canvasElement }) => {
    await enterCode(canvasElement, '654321', 'Verify');
    const page = within(canvasElement);
    await expect(await page.findByRole('alert', {}, slow)).toHaveTextContent(
      'Too many codes were tried. Wait a few minutes, then enter the code your app shows.',
    );
  },
};

/** Reading the account's factors. */
export const Loading: Story = {
  parameters: mocks(adminWithFactor, [handlers.user.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Checking your sign-in...', {}, slow),
    ).toBeInTheDocument();
  },
};
