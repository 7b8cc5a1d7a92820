import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminContentPage from './AdminContentPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Content',
  component: PageStory,
  args: { page: AdminContentPage, path: '/admin/content', as: 'admin', layout: AdminFrame },
  parameters: { layout: 'fullscreen', ...adminMocks([handlers.adminSetContentStatus()]) },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Articles and FAQs together, drafts included; published articles link to the blog. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'CMS' }, slow),
    ).toBeInTheDocument();
    const draft = await findRow(canvasElement, 'Registering as a Nurse in Australia');
    await expect(within(draft).getByText('Draft')).toBeInTheDocument();
    await expect(within(draft).getByText('Blog')).toBeInTheDocument();
    await expect(within(draft).getByText('Aisha Rahman')).toBeInTheDocument();
    await expect(within(draft).getByRole('button', { name: /^Publish / })).toBeInTheDocument();
    const faq = await findRow(canvasElement, 'What is GlobalHire and who is it for?');
    await expect(within(faq).getByText('FAQ')).toBeInTheDocument();
    await expect(within(faq).getByRole('button', { name: /^Unpublish / })).toBeInTheDocument();
    await expect(
      page.getByRole('link', { name: 'How to Write a CV That International Employers Read' }),
    ).toHaveAttribute('href', '/blog/how-to-write-a-cv-for-international-employers');
  },
};

/** The key action: publishing a draft article; then taking an FAQ down. */
export const PublishAndUnpublish: Story = {
  play: async ({ canvasElement }) => {
    const draft = await findRow(canvasElement, 'Registering as a Nurse in Australia');
    await userEvent.click(
      within(draft).getByRole('button', { name: 'Publish Registering as a Nurse in Australia' }),
    );
    await expectToast('Published', '"Registering as a Nurse in Australia" is now on the site.');
    await waitFor(() => expect(within(draft).getByText('Published')).toBeInTheDocument(), slow);
    const faq = await findRow(canvasElement, 'Is it free to create a profile and browse jobs?');
    await userEvent.click(within(faq).getByRole('button', { name: /^Unpublish / }));
    await expectToast('Unpublished');
    await waitFor(() => expect(within(faq).getByText('Draft')).toBeInTheDocument(), slow);
  },
};

export const FilterByTypeAndStatus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'Registering as a Nurse in Australia');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Type' }), 'FAQ');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Status' }), 'Draft');
    await waitFor(() => expect(page.getByText('Page 1 of 1 · 1 item')).toBeInTheDocument(), slow);
    await expect(
      page.getByText('Can I apply to jobs in more than one country?'),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminContent.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No articles or FAQs yet', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminContent.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.adminContent.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The items could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
