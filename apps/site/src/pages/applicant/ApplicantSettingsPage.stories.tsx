import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  authError,
  authUrl,
  defineCall,
  handlers,
  rpcUrl,
  storageUrl,
} from '@globalhire/data/mocks';
import ApplicantSettingsPage from './ApplicantSettingsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, BarePageFrame, candidateMocks, slow } from './applicantStoryMocks';

/** Records whether the account was deleted and which files went first, so the story can check the order. */
const calls: string[] = [];
const recordingDelete = defineCall<null>({
  method: 'post',
  url: rpcUrl('delete_my_account'),
  respond: () => {
    calls.push('delete_my_account');
    return new HttpResponse(null, { status: 204 });
  },
  fixture: null,
  empty: null,
});
const recordingRemove = defineCall<null>({
  method: 'delete',
  url: `${storageUrl('object')}/:bucket`,
  respond: async (request) => {
    const { prefixes = [] } = (await request.clone().json()) as { prefixes?: string[] };
    calls.push(...prefixes.map((path) => `remove ${path}`));
    return HttpResponse.json(prefixes.map((name) => ({ name })));
  },
  fixture: null,
  empty: null,
});

const samePassword = defineCall<null>({
  method: 'put',
  url: authUrl('user'),
  respond: () =>
    authError(422, 'same_password', 'New password should be different from the old password.'),
  fixture: null,
  empty: null,
});

const meta = {
  title: 'Pages/Applicant/Settings',
  component: PageStory,
  args: {
    page: ApplicantSettingsPage,
    path: '/applicant/settings',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: { layout: 'fullscreen', ...candidateMocks() },
  beforeEach: () => {
    calls.length = 0;
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Account Settings' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByText('Signed in as candidate@globalhire.local')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const password = await page.findByLabelText(/^New password/, {}, slow);
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await expect(await page.findByText('New password is required.')).toBeInTheDocument();
    await userEvent.type(password, 'short');
    await userEvent.type(page.getByLabelText(/^Confirm new password/), 'different');
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await expect(
      await page.findByText('Password must be at least 8 characters.'),
    ).toBeInTheDocument();
    await expect(page.getByText('Passwords do not match.')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'a-new-strong-password');
    await userEvent.clear(page.getByLabelText(/^Confirm new password/));
    await userEvent.type(page.getByLabelText(/^Confirm new password/), 'a-new-strong-password');
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await expectToast('Password changed');
    await waitFor(() => expect(password).toHaveValue(''));
  },
};

export const ChangePasswordRefused: Story = {
  parameters: candidateMocks([samePassword()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByLabelText(/^New password/, {}, slow), 'globalhire-demo');
    await userEvent.type(page.getByLabelText(/^Confirm new password/), 'globalhire-demo');
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await expect(
      await page.findByText('New password should be different from the old password.', {}, slow),
    ).toBeInTheDocument();
  },
};

/** Ends outside the panel, so the page is shown without the panel's guard (which would follow the visitor out). */
export const DeleteAccount: Story = {
  args: { layout: BarePageFrame },
  parameters: candidateMocks([
    handlers.listFiles(['1772528400000-carlos-cv.pdf']),
    recordingRemove(),
    recordingDelete(),
    handlers.signOut(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete my account' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByLabelText('Type DELETE to confirm'));
    await userEvent.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expectToast('Account deleted', 'Your account and your data have been removed.');
    // Files first (every bucket of the user's folder), then the account.
    await expect(calls.at(-1)).toBe('delete_my_account');
    await expect(calls.filter((call) => call.startsWith('remove '))).toHaveLength(4);
  },
};

/** "Your data": the zip of the profile, applications and files, made in the browser. */
export const DownloadMyData: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Your data' }, slow)).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Download my data' }));
    await expectToast('Your data is downloading');
  },
};

export const DownloadMyDataFailed: Story = {
  parameters: candidateMocks([handlers.exportMyData.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Download my data' }, slow));
    await expect(
      await page.findByText('Your data could not be downloaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

export const DeleteAccountCancelled: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Delete my account' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(calls).toEqual([]);
  },
};
