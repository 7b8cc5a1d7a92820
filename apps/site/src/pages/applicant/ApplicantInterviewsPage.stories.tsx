import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { handlers, interviewFailures } from '@globalhire/data/mocks';
import { expectToast } from '../../testing/toasts';
import ApplicantInterviewsPage from './ApplicantInterviewsPage';
import { PageStory } from '../../testing/PageStory';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const meta = {
  title: 'Pages/Applicant/Interviews',
  component: PageStory,
  args: {
    page: ApplicantInterviewsPage,
    path: '/applicant/interviews',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: { layout: 'fullscreen', ...candidateMocks([handlers.myInterviews()]) },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const upcoming = within(await page.findByRole('list', { name: 'Upcoming' }, slow));
    await expect(upcoming.getByRole('link', { name: 'Senior Software Engineer' })).toHaveAttribute(
      'href',
      '/jobs/1',
    );
    // Stories run in UTC, so the visitor's zone is UTC.
    await expect(
      upcoming.getByText(/Tuesday 16 April 2030, 14:00\s?–\s?15:00\s?UTC/),
    ).toBeInTheDocument();
    await expect(upcoming.getByText('1 hour')).toBeInTheDocument();
    await expect(upcoming.getByRole('link', { name: /Join the meeting/ })).toHaveAttribute(
      'href',
      'https://meet.mapletech.example/carlos-mendes',
    );
    const past = within(page.getByRole('list', { name: 'Past' }));
    await expect(past.getByText('Completed')).toBeInTheDocument();
    await expect(
      past.getByText('Harbour Health Network, 12 Macquarie Street, Sydney'),
    ).toBeInTheDocument();
    await expect(past.queryByRole('link', { name: /Join the meeting/ })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: candidateMocks([handlers.myInterviews.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No interview invites yet', {}, slow)).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'View your applications' })).toHaveAttribute(
      'href',
      '/applicant/applications',
    );
  },
};

export const Loading: Story = {
  parameters: candidateMocks([handlers.myInterviews.loading()]),
};

export const Failed: Story = {
  parameters: candidateMocks([handlers.myInterviews.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your interviews could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};

const upcomingCard = async (canvasElement: HTMLElement) => {
  const list = within(await within(canvasElement).findByRole('list', { name: 'Upcoming' }, slow));
  return within(list.getAllByRole('listitem')[0]!);
};

export const Accept: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const card = await upcomingCard(canvasElement);
    await expect(card.getByText('Awaiting answer')).toBeInTheDocument();
    await expect(
      card.getByRole('button', { name: /Add to calendar \(\.ics\)/ }),
    ).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Accept: Senior Software Engineer' }));
    await expectToast('Interview accepted', /The employer is notified/);
  },
};

export const Decline: Story = {
  play: async ({ canvasElement }) => {
    const card = await upcomingCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Decline: Senior Software Engineer' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Decline this interview?' }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason/ }),
      'I accepted another offer.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Decline interview' }));
    await expectToast('Interview declined', 'The employer is notified.');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const AskForAnotherTime: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const card = await upcomingCard(canvasElement);
    await userEvent.click(
      card.getByRole('button', { name: 'Ask for another time: Senior Software Engineer' }),
    );
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Ask for another time' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send request' }));
    await expect(await dialog.findByText('Say which times would suit you.')).toBeInTheDocument();
  },
};

export const ChangedByTheEmployer: Story = {
  parameters: candidateMocks([
    handlers.myInterviews(),
    interviewFailures.interviewConflict(
      'respond_to_interview',
      'The employer changed this interview while you were answering. Check the new details and answer again; nothing was saved.',
    ),
  ]),
  play: async ({ canvasElement }) => {
    const card = await upcomingCard(canvasElement);
    await userEvent.click(card.getByRole('button', { name: 'Accept: Senior Software Engineer' }));
    await expect(await card.findByText('Your answer was not saved.')).toBeInTheDocument();
    await expect(
      card.getByText(/The employer changed this interview while you were answering/),
    ).toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  parameters: candidateMocks([
    handlers.myInterviews([
      {
        ...handlers.myInterviews.fixture[1]!,
        status: 'cancelled',
        cancel_reason: 'The position was filled internally.',
        sequence: 1,
      },
    ]),
  ]),
  play: async ({ canvasElement }) => {
    const past = within(await within(canvasElement).findByRole('list', { name: 'Past' }, slow));
    await expect(past.getByText('The employer cancelled this interview.')).toBeInTheDocument();
    await expect(past.getByText('Reason: The position was filled internally.')).toBeInTheDocument();
    await expect(
      past.getByRole('button', { name: /Remove from calendar \(\.ics\)/ }),
    ).toBeInTheDocument();
    await expect(past.queryByRole('button', { name: /^Accept/ })).toBeNull();
  },
};
