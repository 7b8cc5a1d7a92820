import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminVisaCasesPage from './AdminVisaCasesPage';
import { PageStory } from '../../testing/PageStory';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Visa Cases',
  component: PageStory,
  args: {
    page: AdminVisaCasesPage,
    path: '/admin/visa-cases',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminVisaCases()]) },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Visa Cases' }, slow),
    ).toBeInTheDocument();
    const waiting = await findRow(canvasElement, 'Carlos Mendes');
    await expect(
      within(waiting).getByRole('link', { name: 'United Kingdom: Skilled Worker visa' }),
    ).toHaveAttribute('href', '/admin/visa-cases/1');
    await expect(within(waiting).getByText('Waiting on the candidate')).toBeInTheDocument();
    await expect(within(waiting).getByText('2 of 6')).toBeInTheDocument();
    const fresh = await findRow(canvasElement, 'Ana Costa');
    await expect(within(fresh).getByText('Not started')).toBeInTheDocument();
    await expect(within(fresh).getByText('Nobody')).toBeInTheDocument();
    await expect(
      within(await findRow(canvasElement, 'Arjun Patel')).getByText('1 uploaded'),
    ).toBeInTheDocument();
    await expect(page.getByText('Page 1 of 1 · 4 cases')).toBeInTheDocument();
  },
};

export const FilterByStage: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Ana Costa');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Stage' }), 'New');
    await waitFor(() => expect(page.getByText('Page 1 of 1 · 1 case')).toBeInTheDocument(), slow);
    await expect(page.queryByText('Maria Santos')).toBeNull();
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Assignee' }),
      'Not taken yet',
    );
    await waitFor(() => expect(page.getByText('Page 1 of 1 · 1 case')).toBeInTheDocument(), slow);
  },
};

export const SearchByCandidate: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Ana Costa');
    await userEvent.type(page.getByRole('searchbox', { name: 'Search cases' }), 'santos{Enter}');
    await waitFor(() => expect(page.getByText('Page 1 of 1 · 1 case')).toBeInTheDocument(), slow);
    await expect(page.getByText('Maria Santos')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminVisaCases.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No visa cases yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminVisaCases.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminVisaCases.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The cases could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
