import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import EmployerAnalyticsPage from './EmployerAnalyticsPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);

const meta = {
  title: 'Pages/Employer/Analytics',
  component: PageStory,
  args: { page: EmployerAnalyticsPage, path: '/employer/analytics', as: 'employer', layout: EmployerFrame },
  parameters: { layout: 'fullscreen', msw: { handlers: [employer, ...defaultHandlers] } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const titlesInOrder = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const table = await page.findByRole('table', { name: 'Views and applications per job' });
    await waitFor(() => expect(within(table).getByText('1,284')).toBeInTheDocument());
    // Most viewed first (ties: newest first); drafts have no figures and are left out.
    await expect(titlesInOrder(table)).toEqual(['Senior Software Engineer', 'QA Analyst', 'Mobile Developer', 'DevOps Engineer']);
    await expect(within(table).queryByText('Product Designer')).toBeNull();
    await expect(await page.findByText('1,696')).toBeInTheDocument();
    // 5 applications from 1,696 views: 0.3 per 100 views, a count rather than a percentage.
    const rate = page.getByText('Applications per 100 views', { selector: 'p' }).closest('[data-slot="stat-card"]');
    await expect(rate?.querySelector('[data-slot="stat-card-value"]')).toHaveTextContent(/^0\.3$/);
    await expect(within(table).queryByText(/%/)).toBeNull();
    await expect(await page.findByRole('progressbar', { name: 'New: 5' })).toBeInTheDocument();
  },
};

export const SortedByTitle: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const table = await page.findByRole('table', { name: 'Views and applications per job' });
    await waitFor(() => expect(within(table).getByText('1,284')).toBeInTheDocument());
    await userEvent.click(within(table).getByRole('button', { name: /^Job/ }));
    await expect(titlesInOrder(table)).toEqual(['DevOps Engineer', 'Mobile Developer', 'QA Analyst', 'Senior Software Engineer']);
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [employer, handlers.employerJobs.empty(), handlers.employerDashboardStats.empty(), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('No figures yet')).toBeInTheDocument();
    await expect(await page.findByText('No applications yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [employer, handlers.employerJobs.loading(), handlers.employerDashboardStats.loading(), ...defaultHandlers] } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [employer, handlers.employerJobs.error(500), handlers.employerDashboardStats.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your job figures could not be loaded.')).toBeInTheDocument();
  },
};
