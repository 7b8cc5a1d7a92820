import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers, serviceAdminFixtures } from '@globalhire/data/mocks';
import AdminManagedServicePage from './AdminManagedServicePage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Managed Service',
  component: PageStory,
  args: {
    page: AdminManagedServicePage,
    path: '/admin/managed-service',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const priya = serviceAdminFixtures.recruiterRows.find((r) => r.first_name === 'Priya')!;

/** Opens the row's Assign or Reassign dialog, once the recruiters have loaded. */
const openDialog = async (
  canvasElement: HTMLElement,
  rowText: string,
  button: string,
  title: string,
) => {
  const row = await findRow(canvasElement, rowText);
  const action = within(row).getByRole('button', { name: button });
  await waitFor(() => expect(action).toBeEnabled(), slow);
  await userEvent.click(action);
  return within(await screen.findByRole('dialog', { name: title }));
};

/**
 * Every enrolment: a new one waiting for a recruiter, two on recruiters' caseloads with their
 * proposals, and one whose consent was withdrawn (no actions).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Managed Service' }, slow),
    ).toBeInTheDocument();
    const carlos = await findRow(canvasElement, 'Carlos Mendes');
    await expect(within(carlos).getByText('Priya Shah')).toBeInTheDocument();
    await expect(within(carlos).getByText('Canada, United Kingdom')).toBeInTheDocument();
    await expect(within(carlos).getByText('2 open · 1 approved')).toBeInTheDocument();
    await expect(within(carlos).getByText('Consented 2 May 2026')).toBeInTheDocument();
    await expect(
      within(carlos).getByRole('button', { name: 'Reassign Carlos Mendes' }),
    ).toBeInTheDocument();
    const wei = await findRow(canvasElement, 'Wei Zhang');
    await expect(within(wei).getByText('Not assigned')).toBeInTheDocument();
    await expect(within(wei).getByRole('button', { name: 'Assign Wei Zhang' })).toBeInTheDocument();
    const sofia = await findRow(canvasElement, 'Sofia Rossi');
    await expect(within(sofia).getByText('Withdrawn')).toBeInTheDocument();
    await expect(within(sofia).getByText('Withdrew 20 May 2026')).toBeInTheDocument();
    await expect(within(sofia).queryByRole('button')).toBeNull();
    await expect(page.getByRole('link', { name: 'Managed Service' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: a new enrolment goes to the recruiter with the smallest caseload. */
export const AssignARecruiter: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      'Wei Zhang',
      'Assign Wei Zhang',
      'Assign Wei Zhang',
    );
    await expect(dialog.getByText(/has no recruiter yet/)).toBeInTheDocument();
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Recruiter/ }),
      'Lena Fischer (0 active candidates)',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Assign recruiter' }));
    await expectToast('Recruiter assigned', "Wei Zhang is now on Lena Fischer's caseload");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await findRow(canvasElement, 'Wei Zhang');
    await expect(within(row).getByText('Lena Fischer')).toBeInTheDocument();
    await expect(
      within(row).getByRole('button', { name: 'Reassign Wei Zhang' }),
    ).toBeInTheDocument();
  },
};

/**
 * The reassign dialog: each recruiter with their caseload size, the current one marked. Sending
 * it without a choice says what is missing.
 */
export const ReassignWithoutAChoice: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      'Carlos Mendes',
      'Reassign Carlos Mendes',
      'Reassign Carlos Mendes',
    );
    const choice = dialog.getByRole('combobox', { name: /Recruiter/ });
    await expect(
      within(choice).getByRole('option', { name: 'Priya Shah (1 active candidate, current)' }),
    ).toBeInTheDocument();
    await expect(
      within(choice).getByRole('option', { name: 'Tom Okafor (1 active candidate)' }),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Assign recruiter' }));
    await waitFor(() => expect(choice).toHaveFocus());
    await expect(choice).toHaveAttribute('aria-invalid', 'true');
    await expect(choice).toHaveAccessibleDescription(
      /Choose the recruiter to take this candidate\./,
    );
  },
};

/** Choosing the recruiter who already has the candidate is caught before anything is sent. */
export const ReassignToTheSameRecruiter: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      'Carlos Mendes',
      'Reassign Carlos Mendes',
      'Reassign Carlos Mendes',
    );
    const choice = dialog.getByRole('combobox', { name: /Recruiter/ });
    await userEvent.selectOptions(choice, 'Priya Shah (1 active candidate, current)');
    await userEvent.click(dialog.getByRole('button', { name: 'Assign recruiter' }));
    await expect(choice).toHaveAccessibleDescription(/Priya Shah already has this candidate/);
  },
};

/** The database refuses (the account is no longer a recruiter): the dialog says why and stays. */
export const AssignRefused: Story = {
  parameters: adminMocks([handlers.adminAssignRecruiter('not_recruiter')]),
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      'Wei Zhang',
      'Assign Wei Zhang',
      'Assign Wei Zhang',
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Recruiter/ }),
      'Tom Okafor (1 active candidate)',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Assign recruiter' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The recruiter was not assigned.');
    await expect(alert).toHaveTextContent('Choose a recruiter account.');
    await expect(dialog.getByRole('combobox', { name: /Recruiter/ })).toHaveValue(
      serviceAdminFixtures.recruiterRows.find((r) => r.first_name === 'Tom')!.id,
    );
  },
};

/** One recruiter's caseload, the withdrawn candidate included. */
export const FilterByRecruiter: Story = {
  args: { url: `/admin/managed-service?recruiter=${priya.id}` },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Carlos Mendes');
    await findRow(canvasElement, 'Sofia Rossi');
    await waitFor(() =>
      expect(page.getByRole('combobox', { name: 'Recruiter' })).toHaveValue(priya.id),
    );
    await expect(page.queryByText('Wei Zhang')).toBeNull();
    await expect(page.queryByText('Amara Okeke')).toBeNull();
  },
};

/** The enrolments waiting for a recruiter. */
export const FilterUnassigned: Story = {
  args: { url: '/admin/managed-service?recruiter=none&status=active' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Wei Zhang');
    await expect(page.queryByText('Carlos Mendes')).toBeNull();
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('active');
  },
};

/** No recruiter accounts yet: the page says where to invite one. */
export const NoRecruiters: Story = {
  parameters: adminMocks([handlers.adminRecruiters.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('There are no recruiter accounts yet.', undefined, slow),
    ).toBeInTheDocument();
    await expect(
      page.getByRole('link', { name: 'Invite a recruiter from Settings / User Roles' }),
    ).toHaveAttribute('href', '/admin/settings');
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminCaseload.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No enrolments yet.', undefined, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminCaseload.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Managed Service' }, slow),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([handlers.adminCaseload.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The enrolments could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
