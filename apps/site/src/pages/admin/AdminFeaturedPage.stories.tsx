import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminFeaturedPage from './AdminFeaturedPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Featured',
  component: PageStory,
  args: { page: AdminFeaturedPage, path: '/admin/featured', as: 'admin', layout: AdminFrame },
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminUpdateJob()]) },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Live jobs only, the featured ones first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Featured Jobs Manager' }, slow),
    ).toBeInTheDocument();
    await findRow(canvasElement, 'Secondary Mathematics Teacher');
    const titles = page
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent ?? '');
    await expect(titles[0]).toContain('Senior Software Engineer');
    await expect(titles[1]).toContain('Registered Nurse');
    await expect(titles[2]).toContain('Secondary Mathematics Teacher');
    await expect(page.queryByRole('link', { name: 'DevOps Engineer' })).toBeNull();
  },
};

export const FeatureAJob: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Secondary Mathematics Teacher');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Feature Secondary Mathematics Teacher' }),
    );
    await expectToast(
      'Job featured',
      '"Secondary Mathematics Teacher" now shows among the featured jobs.',
    );
    await waitFor(() => expect(within(row).getByText('Featured')).toBeInTheDocument(), slow);
    await expect(
      within(row).getByRole('button', { name: 'Unfeature Secondary Mathematics Teacher' }),
    ).toBeInTheDocument();
  },
};

export const UnfeatureAJob: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Senior Software Engineer');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Unfeature Senior Software Engineer' }),
    );
    await expectToast('Job unfeatured', '"Senior Software Engineer" is no longer featured.');
    await waitFor(() => expect(within(row).queryByText('Featured')).toBeNull(), slow);
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminJobs.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No live jobs to feature.', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminJobs.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminJobs.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The jobs could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
