import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import EmployerDraftsPage from './EmployerDraftsPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);

const meta = {
  title: 'Pages/Employer/Drafts',
  component: PageStory,
  args: { page: EmployerDraftsPage, path: '/employer/jobs/drafts', as: 'employer', layout: EmployerFrame },
  parameters: { layout: 'fullscreen', msw: { handlers: [employer, ...defaultHandlers] } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Drafts' })).toBeInTheDocument();
    await expect(await page.findByText('Product Designer')).toBeInTheDocument();
    await expect(page.queryByText('Senior Software Engineer')).toBeNull();
    await expect(page.getByRole('button', { name: 'Publish Product Designer' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [employer, handlers.employerJobs.empty(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No drafts')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [employer, handlers.employerJobs.loading(), ...defaultHandlers] } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [employer, handlers.employerJobs.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your jobs could not be loaded.')).toBeInTheDocument();
  },
};
