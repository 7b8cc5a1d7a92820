import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { Outlet } from 'react-router-dom';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Toaster, clearToasts } from '@globalhire/ui';
import {
  authError,
  authUrl,
  defaultHandlers,
  defineCall,
  fixtures,
  handlers,
  rpcUrl,
} from '@globalhire/data/mocks';
import EmployerSettingsPage from './EmployerSettingsPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

const EmployerFrame = () => <PanelFrame role="employer" />;
/** Without the panel's guard, for the story that ends by leaving the panel (account deletion). */
const BarePageFrame = () => (
  <>
    <Outlet />
    <Toaster />
  </>
);
const employer = handlers.profile(fixtures.profiles.employer);
const slow = { timeout: 8000 };

const deleted = defineCall<null>({
  method: 'post',
  url: rpcUrl('delete_my_account'),
  respond: () => new HttpResponse(null, { status: 204 }),
  fixture: null,
  empty: null,
});

const meta = {
  title: 'Pages/Employer/Settings',
  component: PageStory,
  args: {
    page: EmployerSettingsPage,
    path: '/employer/settings',
    as: 'employer',
    layout: EmployerFrame,
  },
  parameters: { layout: 'fullscreen', msw: { handlers: [employer, ...defaultHandlers] } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Email, password and the company account, linked from the panel's Account Settings. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Account Settings' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('heading', { name: 'Change email' })).toBeInTheDocument();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Delete company account' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/employer/settings',
    );
  },
};

/** A bad address is refused at the field and kept; a good one gets a confirmation link. */
export const ChangeEmail: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByLabelText(/^New email/, {}, slow);
    await userEvent.type(field, 'hiring@');
    await userEvent.click(page.getByRole('button', { name: 'Change Email' }));
    await expect(
      await page.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeInTheDocument();
    await expect(field).toHaveValue('hiring@');
    await userEvent.type(field, 'mapletech.example');
    await userEvent.click(page.getByRole('button', { name: 'Change Email' }));
    // The toast stays while the panel re-reads the updated user.
    const toast = await page.findByText('Check your inbox', {}, slow);
    await expect(toast.closest('li')).toHaveTextContent(
      /confirmation link to hiring@mapletech\.example/,
    );
  },
};

/** A password on the server's list of common ones is refused beside the field, saying why. */
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
        employer,
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByLabelText(/^New password/, { selector: 'input' }, slow);
    await userEvent.type(field, 'password1234');
    await userEvent.type(
      page.getByLabelText(/^Confirm new password/, { selector: 'input' }),
      'password1234',
    );
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await expect(
      await page.findByText('This password is too common. Choose one that is harder to guess.'),
    ).toBeInTheDocument();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.queryByText('Your password was not changed.')).not.toBeInTheDocument();
  },
};

/** "Your data": the company's profile, jobs and plans as JSON, with its logo, in one zip. */
export const DownloadMyData: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(/each of your job postings with how many applied/, {}, slow),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Download my data' }));
    await expectToast('Your data is downloading');
  },
};

/** Deleting the company account names what goes with it, and asks for DELETE first. */
export const DeleteCompanyAccount: Story = {
  args: { layout: BarePageFrame },
  parameters: {
    msw: {
      handlers: [
        employer,
        handlers.listFiles([]),
        deleted(),
        handlers.signOut(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/every job you posted/, {}, slow)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Delete company account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await userEvent.click(confirm);
    await expectToast('Account deleted');
  },
};
