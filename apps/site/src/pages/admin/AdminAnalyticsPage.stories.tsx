import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminAnalyticsPage from './AdminAnalyticsPage';
import { PageStory } from '../../testing/PageStory';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Analytics',
  component: PageStory,
  args: { page: AdminAnalyticsPage, path: '/admin/analytics', as: 'admin', layout: AdminFrame },
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminAnalytics()]) },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Figures from admin_analytics: category and country names from the constants, most first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('IT, Software & Data', {}, slow)).toBeInTheDocument();
    await expect(page.getByText('Total Jobs')).toBeInTheDocument();
    await expect(page.getByText('11')).toBeInTheDocument();
    await expect(page.getByText('1 draft')).toBeInTheDocument();
    await expect(page.getByText('1 hired')).toBeInTheDocument();
    const byCountry = page
      .getByRole('heading', { level: 2, name: 'Jobs by country' })
      .closest<HTMLElement>('[data-slot="card"]')!;
    await expect(within(byCountry).getByText('New Zealand')).toBeInTheDocument();
    const byCategory = page
      .getByRole('heading', { level: 2, name: 'Jobs by category' })
      .closest<HTMLElement>('[data-slot="card"]')!;
    const firstCategory = within(byCategory).getAllByRole('listitem')[0]!;
    await expect(firstCategory).toHaveTextContent('IT, Software & Data5');
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminAnalytics.empty()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect((await page.findAllByText('No jobs posted yet.', {}, slow)).length).toBe(2);
    await expect(page.getByText('No applications yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminAnalytics.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminAnalytics.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The analytics could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
