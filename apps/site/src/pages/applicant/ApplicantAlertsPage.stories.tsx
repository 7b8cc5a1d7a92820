import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@globalhire/data/mocks';
import ApplicantAlertsPage from './ApplicantAlertsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const meta = {
  title: 'Pages/Applicant/JobAlerts',
  component: PageStory,
  args: {
    page: ApplicantAlertsPage,
    path: '/applicant/alerts',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: {
    layout: 'fullscreen',
    ...candidateMocks([handlers.jobAlerts(), handlers.updateJobAlert(), handlers.deleteJobAlert()]),
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Job Alerts' }, slow),
    ).toBeVisible();
    // The panel's menu leads here, marked as the page shown.
    await expect(page.getByRole('link', { name: 'Job Alerts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const alerts = await page.findByRole('list', { name: 'Job alerts' }, slow);
    await expect(
      within(alerts)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([
      'Healthcare with visa sponsorship',
      'Engineering jobs in Canada',
      'Teaching in New Zealand',
    ]);
    // "View matching jobs" opens /jobs with the alert's filters.
    const [healthcare] = page.getAllByRole('link', { name: 'View matching jobs' });
    await expect(healthcare).toHaveAttribute('href', '/jobs?category=healthcare&visa=1');
    // An alert keeps its city and the currency of its minimum salary.
    const engineering = within(alerts).getByRole('list', {
      name: 'Filters of Engineering jobs in Canada',
    });
    await expect(within(engineering).getByText('Toronto')).toBeVisible();
    await expect(within(engineering).getByText('Salary from CA$100,000 per year')).toBeVisible();
    await expect(page.getAllByRole('link', { name: 'View matching jobs' })[1]).toHaveAttribute(
      'href',
      '/jobs?q=engineer&country=canada&city=Toronto&type=hybrid&salary=100000&currency=CAD',
    );
    await expect(page.getByText('Paused')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your saved jobs' })).toHaveAttribute(
      'href',
      '/applicant/saved',
    );
  },
};

export const Empty: Story = {
  parameters: candidateMocks([handlers.jobAlerts.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No job alerts yet', undefined, slow)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
  },
};

export const Loading: Story = { parameters: candidateMocks([handlers.jobAlerts.loading()]) };

export const LoadError: Story = {
  parameters: candidateMocks([handlers.jobAlerts.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Your job alerts could not be loaded.', undefined, slow),
    ).toBeVisible();
  },
};

export const Pause: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Pause Engineering jobs in Canada' }, slow),
    );
    await expectToast('Alert paused', /Engineering jobs in Canada/);
    await expect(
      await page.findByRole('button', { name: 'Resume Engineering jobs in Canada' }),
    ).toBeVisible();
  },
};

export const Edit: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Edit Engineering jobs in Canada' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: /Edit/ }, slow);
    const name = within(dialog).getByLabelText(/Alert name/);
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // Empty name: the message is at the field and the dialog stays open (waited for: on a busy
    // machine the message can be a render behind the click).
    await waitFor(() => expect(within(dialog).getByText('Enter a name for this alert.')).toBeVisible());
    await userEvent.type(name, 'Canadian engineering');
    await userEvent.selectOptions(within(dialog).getByLabelText('How often'), 'weekly');
    // The city and the minimum salary with its currency are kept and can be changed.
    const city = within(dialog).getByLabelText(/City/);
    await expect(city).toHaveValue('Toronto');
    await userEvent.clear(city);
    await userEvent.type(city, 'Vancouver');
    const salary = within(dialog).getByLabelText(/Minimum salary/);
    await expect(salary).toHaveValue(100000);
    await userEvent.clear(salary);
    await userEvent.type(salary, '60000');
    await expect(within(dialog).getByLabelText('Currency')).toHaveValue('CAD');
    await userEvent.selectOptions(within(dialog).getByLabelText('Currency'), 'GBP');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expectToast('Alert saved', /Canadian engineering/);
    await waitFor(() =>
      expect(page.getByRole('heading', { level: 2, name: 'Canadian engineering' })).toBeVisible(),
    );
    const filters = page.getByRole('list', { name: 'Filters of Canadian engineering' });
    await waitFor(() => expect(within(filters).getByText('Vancouver')).toBeVisible());
    await expect(within(filters).getByText('Salary from £60,000 per year')).toBeVisible();
  },
};

/** Emptying the only filters an alert has is refused in the dialog, with what was typed kept. */
export const EditWithoutFilters: Story = {
  tags: ['visual-after-play'],
  parameters: candidateMocks([
    handlers.jobAlerts([
      {
        ...fixtures.jobAlerts[1]!,
        keyword: null,
        country: null,
        work_type: null,
        name: 'Toronto from CA$100,000',
      },
    ]),
    handlers.updateJobAlert(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Edit Toronto from CA$100,000' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: /Edit/ }, slow);
    await userEvent.clear(within(dialog).getByLabelText(/City/));
    await userEvent.clear(within(dialog).getByLabelText(/Minimum salary/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await expect(await within(dialog).findByText(/Choose at least one filter/)).toBeVisible();
    await expect(screen.getByRole('dialog', { name: /Edit/ })).toBeVisible();
  },
};

export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Delete Teaching in New Zealand' }, slow),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: /Delete “Teaching in New Zealand”/ },
      slow,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete alert' }));
    await expectToast('Alert deleted', /Teaching in New Zealand/);
    await waitFor(() =>
      expect(page.queryByRole('heading', { name: 'Teaching in New Zealand' })).toBeNull(),
    );
  },
};

export const PauseFails: Story = {
  parameters: candidateMocks([handlers.jobAlerts(), handlers.updateJobAlert.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Pause Engineering jobs in Canada' }, slow),
    );
    await expectToast('Something went wrong');
    await expect(
      await page.findByRole('button', { name: 'Pause Engineering jobs in Canada' }),
    ).toBeVisible();
  },
};
