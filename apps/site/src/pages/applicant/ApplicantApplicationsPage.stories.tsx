import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import ApplicantApplicationsPage from './ApplicantApplicationsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const meta = {
  title: 'Pages/Applicant/Applications',
  component: PageStory,
  args: {
    page: ApplicantApplicationsPage,
    path: '/applicant/applications',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: {
    layout: 'fullscreen',
    ...candidateMocks([handlers.myApplications(), handlers.withdrawApplication()]),
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('3 applications, 2 in progress.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Senior Software Engineer' })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    const history = page.getByRole('list', { name: 'Status history: Senior Software Engineer' });
    await expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New4 March 2026', 'Shortlisted5 March 2026', 'Interview7 March 2026']);
    // Open applications can be withdrawn; a rejected one cannot.
    await expect(page.getAllByRole('button', { name: /^Withdraw application/ })).toHaveLength(2);
    await expect(
      page.getByRole('heading', { level: 2, name: 'This job is no longer listed' }),
    ).toBeInTheDocument();
  },
};

export const Withdraw: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'Withdraw application: Senior Software Engineer' },
        slow,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await expect(dialog).toHaveTextContent(
      'Your application for Senior Software Engineer at Maple Tech Solutions will be withdrawn.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await expectToast(
      'Application withdrawn',
      'You withdrew your application for Senior Software Engineer.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      page.queryByRole('button', { name: 'Withdraw application: Senior Software Engineer' }),
    ).toBeNull();
    const history = page.getByRole('list', { name: 'Status history: Senior Software Engineer' });
    await expect(within(history).getAllByRole('listitem').at(-1)).toHaveTextContent('Withdrawn');
    await expect(page.getByText('3 applications, 1 in progress.')).toBeInTheDocument();
  },
};

export const WithdrawKeepsApplication: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'Withdraw application: Senior Software Engineer' },
        slow,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      page.getByRole('button', { name: 'Withdraw application: Senior Software Engineer' }),
    ).toBeInTheDocument();
  },
};

export const WithdrawFails: Story = {
  parameters: candidateMocks([handlers.myApplications(), handlers.withdrawApplication.error(403)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole(
        'button',
        { name: 'Withdraw application: Senior Software Engineer' },
        slow,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await expect(
      await within(dialog).findByText('The request was refused.', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: candidateMocks([handlers.myApplications.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No applications yet', {}, slow)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
  },
};

export const Loading: Story = {
  parameters: candidateMocks([handlers.myApplications.loading()]),
};

export const Failed: Story = {
  parameters: candidateMocks([handlers.myApplications.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your applications could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
