import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import RecruiterCaseloadPage from './RecruiterCaseloadPage';
import { PageStory } from '../../testing/PageStory';
import { asRecruiter, recruiterMocks, slow } from './recruiterStoryMocks';

const meta = {
  title: 'Pages/Recruiter/Caseload',
  component: PageStory,
  args: { page: RecruiterCaseloadPage, path: '/recruiter', ...asRecruiter },
  parameters: { layout: 'fullscreen', ...recruiterMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three active candidates, each linking to their workspace, with targets and proposal counts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('link', { name: 'Priya Sharma' }, slow),
    ).toHaveAttribute('href', '/recruiter/candidates/00000000-0000-4000-8000-0000000000c1');
    await expect(page.getByText('Canada, Ireland, New Zealand')).toBeInTheDocument();
    await expect(page.getByText('At least CA$90,000 per year')).toBeInTheDocument();
    await expect(page.getByText('27 February 2026')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'My Caseload' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  parameters: recruiterMocks([handlers.recruiterCaseload.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('No candidates on your caseload yet.', {}, slow),
    ).toBeInTheDocument();
    await expect(
      page.getByText('New enrolments are assigned to the recruiter with the fewest candidates.'),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: recruiterMocks([handlers.recruiterCaseload.error()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Your caseload could not be loaded.', {}, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: recruiterMocks([handlers.recruiterCaseload.loading()]),
};
