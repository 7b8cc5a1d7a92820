import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import JobDetailPage from './JobDetailPage';
import { PageStory } from '../../testing/PageStory';
import { withLocationProbe } from './jobsStoryMocks';

// Generous: story tests share a busy machine, and a find fails only after the whole wait.
const slow = { timeout: 8000 };

// The fixture's closing date is fixed in the past of a real clock; a live advert needs a future one.
const liveJob = handlers.job({ ...fixtures.jobDetail, expires_at: '2030-04-02T09:00:00+00:00' });

/** Where the visitor is, once the page has dropped the request to apply. */
const expectAddress = (canvasElement: HTMLElement, address: string) =>
  waitFor(
    () => expect(within(canvasElement).getByTestId('location').textContent).toBe(address),
    slow,
  );

const meta = {
  title: 'Pages/JobDetail/Apply',
  component: PageStory,
  args: {
    page: withLocationProbe(JobDetailPage),
    path: '/jobs/:id',
    url: '/jobs/1?apply=1',
    as: 'candidate',
  },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [liveJob, handlers.myApplication.empty(), ...defaultHandlers] },
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor's Apply Now is a link to log in and come back to the job asking it to open the
 * application: it works before any script runs, as in the server's HTML.
 */
export const VisitorApplyLink: Story = {
  args: { as: undefined, url: '/jobs/1' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const apply = await page.findByRole('link', { name: 'Apply Now' }, slow);
    await expect(apply).toHaveAttribute('href', '/login?returnTo=%2Fjobs%2F1%3Fapply%3D1');
    await expect(page.queryByRole('button', { name: 'Apply Now' })).toBeNull();
  },
};

/** Back from login as a candidate: the application opens by itself, and `apply=1` leaves the address. */
export const CandidateBackFromLogin: Story = {
  args: { url: '/jobs/1?ref=mail&apply=1' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole(
      'dialog',
      { name: 'Apply for Senior Software Engineer' },
      slow,
    );
    await expect(within(dialog).getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await expectAddress(canvasElement, '/jobs/1?ref=mail');
  },
};

/** Already applied: nothing opens; the candidate sees that they applied. */
export const AlreadyAppliedBackFromLogin: Story = {
  parameters: { msw: { handlers: [liveJob, ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('button', { name: 'Applied' }, slow)).toBeDisabled();
    await expectAddress(canvasElement, '/jobs/1');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** An employer back from login: Apply Now stays disabled with its reason, nothing opens. */
export const EmployerBackFromLogin: Story = {
  args: { as: 'employer' },
  parameters: {
    msw: { handlers: [handlers.profile(fixtures.profiles.employer), liveJob, ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(/Employer accounts cannot apply to jobs/, undefined, slow);
    await expect(page.getByRole('button', { name: 'Apply Now' })).toBeDisabled();
    await expectAddress(canvasElement, '/jobs/1');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** A job no longer open: nothing opens; the reason is shown. */
export const ClosedToApplicationsBackFromLogin: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.job({ ...fixtures.jobDetail, expires_at: '2020-04-02T09:00:00+00:00' }),
        handlers.myApplication.empty(),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Applications are closed for this job.', undefined, slow),
    ).toBeInTheDocument();
    await expectAddress(canvasElement, '/jobs/1');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
