import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
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
      upcoming.getByText(/Tuesday, April 16, 2030, 2:00\s?–\s?3:00\s?PM UTC/),
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
