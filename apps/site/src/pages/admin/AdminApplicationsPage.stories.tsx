import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminApplicationsPage from './AdminApplicationsPage';
import { PageStory } from '../../testing/PageStory';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Applications',
  component: PageStory,
  args: {
    page: AdminApplicationsPage,
    path: '/admin/applications',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminApplications()]) },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Applications' }, slow),
    ).toBeInTheDocument();
    const hired = await findRow(canvasElement, 'Hired');
    await expect(within(hired).getByRole('link', { name: 'QA Analyst' })).toHaveAttribute(
      'href',
      '/jobs/9',
    );
    await expect(within(hired).getByText('Arjun Patel')).toBeInTheDocument();
    await expect(within(hired).getByText('Maple Tech Solutions')).toBeInTheDocument();
    await expect(page.getByText('Page 1 of 1 · 6 applications')).toBeInTheDocument();
  },
};

export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Daniel Mensah');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'Offer');
    await waitFor(
      () => expect(page.getByText('Page 1 of 1 · 1 application')).toBeInTheDocument(),
      slow,
    );
    await expect(page.getByText('Maria Santos')).toBeInTheDocument();
    await expect(page.queryByText('Daniel Mensah')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminApplications.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No applications yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminApplications.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminApplications.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The applications could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
