import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import JobDetailPage from './JobDetailPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { withLocationProbe } from './jobsStoryMocks';

// Generous: story tests share a busy machine, and a find fails only after the whole wait.
const slow = { timeout: 8000 };

// The fixture's closing date is fixed in the past of a real clock; a live advert needs a future one.
const liveJob = handlers.job({ ...fixtures.jobDetail, expires_at: '2030-04-02T09:00:00+00:00' });

const meta = {
  title: 'Pages/JobDetail/Save',
  component: PageStory,
  args: { page: JobDetailPage, path: '/jobs/:id', url: '/jobs/1', as: 'candidate' },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [liveJob, handlers.myApplication.empty(), handlers.saveJob(), ...defaultHandlers],
    },
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const saveButton = (page: ReturnType<typeof within>) =>
  waitFor(() => {
    const button = page.getByRole('button', { name: /^Save(d)? job$|^Saved$/ });
    expect(button).toBeEnabled();
    return button;
  }, slow);

/** A candidate saves the job: the toggle is pressed at once (optimistic). */
export const CandidateSaves: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const save = await saveButton(page);
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(save);
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true'),
    );
  },
};

/** The database refuses: the toggle rolls back and a toast says the job was not saved. */
export const SaveFails: Story = {
  parameters: {
    msw: {
      handlers: [
        liveJob,
        handlers.myApplication.empty(),
        handlers.saveJob.error(500),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await saveButton(page));
    await expectToast('The job was not saved.', /Senior Software Engineer/);
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Save job' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  },
};

/** Already saved: pressed, and pressing it removes the job from the saved jobs. */
export const AlreadySaved: Story = {
  parameters: {
    msw: {
      handlers: [
        liveJob,
        handlers.myApplication.empty(),
        handlers.savedJobIds([1]),
        handlers.unsaveJob(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const saved = await page.findByRole('button', { name: 'Saved' }, slow);
    await expect(saved).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(saved);
    await waitFor(() =>
      expect(page.getByRole('button', { name: 'Save job' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  },
};

/**
 * A visitor's Save (the job's and each similar job's) submits a GET form to log in and come back
 * to this page asking it to save the job: it works before any script runs, as in the server's HTML.
 */
export const VisitorSaveLinks: Story = {
  args: { as: undefined },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const returnTo = (button: HTMLElement) =>
      Object.fromEntries(new FormData(button.closest('form')!)).returnTo;
    const save = await page.findByRole('button', { name: 'Save job' }, slow);
    await expect(save.closest('form')).toHaveAttribute('action', '/login');
    await expect(returnTo(save)).toBe('/jobs/1?save=1');

    const similar = within(await page.findByRole('region', { name: 'Similar jobs' }, slow));
    const cardSaves = await similar.findAllByRole('button', { name: /^Save / }, slow);
    const first = fixtures.similarJobs[0]!;
    await expect(cardSaves[0]).toHaveAccessibleName(`Save ${first.title}`);
    await expect(returnTo(cardSaves[0]!)).toBe(`/jobs/1?save=${first.id}`);
  },
};

/**
 * Back from login as a candidate (`?save=1`): the job is saved, a toast says so, and the request
 * leaves the address.
 */
export const SavedAfterLogin: Story = {
  args: {
    page: withLocationProbe(JobDetailPage) as typeof JobDetailPage,
    url: '/jobs/1?ref=mail&save=1',
  },
  parameters: {
    msw: {
      handlers: [
        liveJob,
        handlers.myApplication.empty(),
        handlers.saveJob(),
        // What the database holds once the job is saved.
        handlers.savedJobIds([1]),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expectToast('Job saved', 'It is waiting for you in Saved Jobs.');
    await waitFor(
      () => expect(page.getByTestId('location')).toHaveTextContent(/^\/jobs\/1\?ref=mail$/),
      slow,
    );
    await expect(await page.findByRole('button', { name: 'Saved' }, slow)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Employers cannot save jobs: the control is disabled with the reason, as Apply Now is. */
export const EmployerCannotSave: Story = {
  args: { as: 'employer' },
  parameters: {
    msw: { handlers: [handlers.profile(fixtures.profiles.employer), liveJob, ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const reason = await page.findByText(/Employer accounts cannot save jobs/, undefined, slow);
    const save = page.getByRole('button', { name: 'Save job' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-describedby', reason.id);
  },
};
