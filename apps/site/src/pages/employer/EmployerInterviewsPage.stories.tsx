import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers, interviewFailures } from '@globalhire/data/mocks';
import type { RequestHandler } from 'msw';
import EmployerInterviewsPage from './EmployerInterviewsPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

const EmployerFrame = () => <PanelFrame role="employer" />;
const mocks = (extra: RequestHandler[] = []) => ({
  msw: { handlers: [handlers.profile(fixtures.profiles.employer), ...extra, ...defaultHandlers] },
});
const slow = { timeout: 8000 };

const meta = {
  title: 'Pages/Employer/Interviews',
  component: PageStory,
  args: {
    page: EmployerInterviewsPage,
    path: '/employer/interviews',
    as: 'employer',
    layout: EmployerFrame,
  },
  parameters: { layout: 'fullscreen', ...mocks() },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = async (canvasElement: HTMLElement, list: string, name: string) => {
  const items = within(
    await within(canvasElement).findByRole('list', { name: list }, slow),
  ).getAllByRole('listitem');
  return within(items.find((item) => within(item).queryByRole('heading', { name }))!);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Interviews' }, slow),
    ).toBeInTheDocument();
    // Stories run in UTC; each card names the zone the employer scheduled in
    const priya = await card(canvasElement, 'Upcoming', 'Priya Sharma');
    await expect(
      priya.getByText(/Tuesday 16 April 2030, 14:00\s?–\s?15:00\s?UTC/),
    ).toBeInTheDocument();
    await expect(priya.getByText('Awaiting answer')).toBeInTheDocument();
    // The zone the employer chose, with its offset on the interview's day (summer time in April).
    await expect(priya.getByText('Scheduled in (UTC-04:00) America/Toronto.')).toBeInTheDocument();
    await expect(page.getByText(/^Times are shown in your time zone: \(UTC\+00:00\) UTC\./)).toBeInTheDocument();
    const arjun = await card(canvasElement, 'Upcoming', 'Arjun Patel');
    await expect(arjun.getByText('Accepted')).toBeInTheDocument();
    const wei = await card(canvasElement, 'Upcoming', 'Wei Chen');
    await expect(wei.getByText('Asked for another time')).toBeInTheDocument();
    await expect(wei.getByText(/Could we do any afternoon the week after/)).toBeInTheDocument();
    const past = within(page.getByRole('list', { name: 'Past' }));
    await expect(past.getByText('Completed')).toBeInTheDocument();
    await expect(
      past.getByText('Cancelled: We moved the technical interview to a video call.'),
    ).toBeInTheDocument();
  },
};

export const Reschedule: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const wei = await card(canvasElement, 'Upcoming', 'Wei Chen');
    await userEvent.click(wei.getByRole('button', { name: 'Reschedule: Wei Chen' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: 'Reschedule the interview with Wei Chen',
      }),
    );
    await expect(dialog.getByRole('combobox', { name: /Time zone/ })).toHaveValue(
      'America/Toronto',
    );
    const time = dialog.getByLabelText(/^Time(?! zone)/);
    await userEvent.clear(time);
    await userEvent.type(time, '14:30');
    await userEvent.click(dialog.getByRole('button', { name: 'Save new time' }));
    await expectToast('Interview rescheduled', /Wei Chen is notified of the new time/);
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const arjun = await card(canvasElement, 'Upcoming', 'Arjun Patel');
    await userEvent.click(arjun.getByRole('button', { name: 'Cancel interview: Arjun Patel' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Cancel this interview?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel interview' }));
    await expect(
      await dialog.findByText('Give the candidate a reason for cancelling.'),
    ).toBeInTheDocument();
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason for the candidate/ }),
      'The role was filled.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel interview' }));
    await expectToast('Interview cancelled', 'Arjun Patel is notified, with your reason.');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const AnsweredMeanwhile: Story = {
  parameters: mocks([
    interviewFailures.interviewConflict(
      'cancel_interview',
      'The candidate answered or the interview changed while you were cancelling. Check the latest details and try again; nothing was saved.',
    ),
  ]),
  play: async ({ canvasElement }) => {
    const priya = await card(canvasElement, 'Upcoming', 'Priya Sharma');
    await userEvent.click(priya.getByRole('button', { name: 'Cancel interview: Priya Sharma' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Cancel this interview?' }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason for the candidate/ }),
      'Travel budget cut.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel interview' }));
    await expect(
      await dialog.findByText(/The candidate answered or the interview changed/),
    ).toBeInTheDocument();
    // what was typed is still there
    await expect(dialog.getByRole('textbox', { name: /Reason for the candidate/ })).toHaveValue(
      'Travel budget cut.',
    );
  },
};

/** The candidate deleted their account: the interview was cancelled for them, without their name. */
export const CandidateDeletedTheirAccount: Story = {
  parameters: mocks([
    handlers.employerInterviews(
      fixtures.employerInterviews.map((interview) =>
        interview.id === 24
          ? {
              ...interview,
              status: 'cancelled' as const,
              cancel_reason: 'The candidate deleted their account.',
              cancelled_at: '2026-03-10T08:00:00+00:00',
              application: {
                ...interview.application,
                candidate: null,
                candidate_deleted_at: '2026-03-10T08:00:00+00:00',
              },
            }
          : interview,
      ),
    ),
  ]),
  play: async ({ canvasElement }) => {
    const departed = await card(canvasElement, 'Past', 'Deleted candidate');
    await expect(departed.getByText('Cancelled: The candidate deleted their account.')).toBeInTheDocument();
    await expect(departed.queryByRole('button', { name: /Reschedule|Cancel interview/ })).toBeNull();
    await expect(within(canvasElement).queryByText('Arjun Patel')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: mocks([handlers.employerInterviews.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No interviews yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: mocks([handlers.employerInterviews.loading()]) };

export const Failed: Story = {
  parameters: mocks([handlers.employerInterviews.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Interviews could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
