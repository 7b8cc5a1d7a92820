import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers, jobAlertLimitReached } from '@globalhire/data/mocks';
import JobsPage from './JobsPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { filteringSearch, withLocationProbe } from './jobsStoryMocks';

const slow = { timeout: 8000 };

const meta = {
  title: 'Pages/Jobs/SaveAndAlerts',
  component: PageStory,
  args: {
    page: withLocationProbe(JobsPage),
    path: '/jobs',
    url: '/jobs?country=canada',
    as: 'candidate',
  },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        filteringSearch(),
        handlers.profile(fixtures.profiles.candidate),
        handlers.createJobAlert(),
        handlers.saveJob(),
        ...defaultHandlers,
      ],
    },
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A candidate saves the search on /jobs as an instant alert: the city and the minimum salary in
 * its currency are kept; the date posted is not, and the dialog says so.
 */
export const CreateAlert: Story = {
  args: { url: '/jobs?country=canada&city=Toronto&posted=7d&salary=90000&currency=CAD' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create job alert' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create a job alert' }, slow);
    // The dialog fades in: wait until it shows.
    await waitFor(() => expect(within(dialog).getByText('Canada')).toBeVisible(), slow);
    await expect(within(dialog).getByText('Toronto')).toBeVisible();
    await expect(within(dialog).getByText('Salary from CA$90,000 per year')).toBeVisible();
    await expect(
      within(dialog).getByText(
        'Date posted (Last 7 days) is not kept: the alert emails every new job that matches the other filters.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByLabelText(/Alert name/)).toHaveValue(
      'Canada · Toronto · Salary from CA$90,000 per year',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('How often'), 'instant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await expectToast('Job alert saved', /as soon as a matching job goes live/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** No filter set: refused, with the message at the filters, and the typed name kept. */
export const AlertWithoutFilters: Story = {
  args: { url: '/jobs' },
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create job alert' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create a job alert' }, slow);
    await userEvent.type(within(dialog).getByLabelText(/Alert name/), 'Everything');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    const message = await within(dialog).findByText(/Choose at least one filter/);
    await expect(within(dialog).getByRole('group', { name: 'Filters' })).toHaveAttribute(
      'aria-describedby',
      message.id,
    );
    await expect(within(dialog).getByLabelText(/Alert name/)).toHaveValue('Everything');
  },
};

/** A 21st alert: the database refuses it, and the dialog says why and keeps the form open. */
export const AlertLimitReached: Story = {
  parameters: {
    msw: {
      handlers: [
        filteringSearch(),
        handlers.profile(fixtures.profiles.candidate),
        jobAlertLimitReached(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Create job alert' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Create a job alert' }, slow);
    await waitFor(() => expect(within(dialog).getByText('Canada')).toBeVisible(), slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save alert' }));
    await expect(await within(dialog).findByText('Your alert was not saved.')).toBeVisible();
    await expect(
      within(dialog).getByText(
        'You can keep up to 20 job alerts. Delete one you no longer need, then save this one.',
      ),
    ).toBeVisible();
    // Nothing lost: once the refusal is shown, the dialog can be saved again.
    await waitFor(
      () => expect(within(dialog).getByRole('button', { name: 'Save alert' })).toBeEnabled(),
      slow,
    );
  },
};

/** Save on a card of the results: pressed at once. */
export const SaveFromResults: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const save = await page.findByRole('button', { name: 'Save Senior Software Engineer' }, slow);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Saved Senior Software Engineer' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
  },
};

/** A visitor sees Save on each card and Create job alert, both leading to login and back. */
export const Visitor: Story = {
  args: { as: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('button', { name: 'Save Senior Software Engineer' }, slow),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('link', { name: 'Create job alert' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/jobs?country=canada')}`,
    );
  },
};
