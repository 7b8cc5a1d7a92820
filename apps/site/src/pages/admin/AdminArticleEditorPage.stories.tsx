import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { articleSlugTaken, handlers } from '@globalhire/data/mocks';
import AdminArticleEditorPage from './AdminArticleEditorPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Article editor',
  component: PageStory,
  args: {
    page: AdminArticleEditorPage,
    path: '/admin/content/articles/:id',
    url: '/admin/content/articles/7',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const newArticle = { path: '/admin/content/articles/new', url: '/admin/content/articles/new' };

/** A draft being edited: its slug is kept when the title changes. */
export const EditDraft: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const title = await page.findByRole('textbox', { name: 'Title' }, slow);
    await expect(title).toHaveValue('Your First Month in a New Country: A Checklist');
    await userEvent.type(title, ' for 2026');
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(
      'first-month-in-a-new-country-checklist',
    );
    await expect(page.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeInTheDocument();
  },
};

/** The key action: a new article, its slug made from the title, published. */
export const CreateAndPublish: Story = {
  args: newArticle,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(
      await page.findByRole('textbox', { name: 'Title' }, slow),
      'Nursing in Ireland: NMBI Registration',
    );
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue(
      'nursing-in-ireland-nmbi-registration',
    );
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Category' }), 'Career Tips');
    await userEvent.type(page.getByRole('textbox', { name: 'Author' }), 'Aisha Rahman');
    await userEvent.type(page.getByRole('textbox', { name: /^Body/ }), 'Start with the **NMBI**.');
    await userEvent.click(page.getByRole('button', { name: 'Publish' }));
    await expectToast(
      'Published',
      /is on the blog at \/blog\/nursing-in-ireland-nmbi-registration/,
    );
  },
};

/** Nothing filled in: every required field says what it needs, and focus goes to the first. */
export const Errors: Story = {
  args: newArticle,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Save draft' }, slow));
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveAccessibleDescription(/Title is required\./);
    await waitFor(() => expect(title).toHaveFocus());
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      /Choose a category\./,
    );
    await expect(page.getByRole('textbox', { name: 'Author' })).toHaveAccessibleDescription(
      /Author is required\./,
    );
    await userEvent.clear(page.getByRole('textbox', { name: 'Slug' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Slug' }), 'Not A Slug!');
    await userEvent.click(page.getByRole('button', { name: 'Save draft' }));
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveAccessibleDescription(
      /Use lowercase letters, numbers and single hyphens/,
    );
  },
};

/** Another article has the slug: the database refuses and the message shows at the field. */
export const SlugTaken: Story = {
  parameters: adminMocks([articleSlugTaken()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Save draft' }, slow));
    const slug = page.getByRole('textbox', { name: 'Slug' });
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(
        /Another article already uses this slug\. Choose a different one\./,
      ),
    );
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'Your First Month in a New Country: A Checklist',
    );
  },
};

/** The Preview tab draws the Markdown as the blog does: headings, lists, quotes. */
export const Preview: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: 'Preview' }, slow));
    const panel = page.getByRole('tabpanel', { name: 'Preview' });
    await expect(within(panel).getByRole('heading', { level: 2, name: 'Week one' })).toBeVisible();
    await expect(within(panel).getByText('tax number').tagName).toBe('STRONG');
    await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(page.getByRole('tab', { name: 'Write' })).toHaveFocus();
    await expect(page.getByRole('textbox', { name: /^Body/ })).toBeVisible();
  },
};

/** A cover of the wrong type or over 5 MB is refused at the field; an image is uploaded and shown. */
export const Cover: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const input = await page.findByLabelText('Cover image', {}, slow);
    await userEvent.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await expect(
      await page.findByText(
        'This file type is not accepted. Choose a PNG, JPEG, WebP or GIF image.',
      ),
    ).toBeInTheDocument();
    await userEvent.upload(
      page.getByLabelText('Cover image'),
      new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
    );
    await expect(
      await page.findByText('The image is too large. The maximum size is 5 MB.'),
    ).toBeInTheDocument();
    await userEvent.upload(
      page.getByLabelText('Cover image'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' }),
    );
    await expect(
      await page.findByRole('img', { name: 'Current cover of the article' }, slow),
    ).toHaveAttribute('src', expect.stringMatching(/\/article-images\/covers\/\d+-cover\.png$/));
  },
};

export const NotFound: Story = {
  parameters: adminMocks([handlers.cmsArticle.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This article no longer exists.', {}, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.cmsArticle.loading()]),
};

export const Failed: Story = {
  parameters: adminMocks([handlers.cmsArticle.error(500)]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The article could not be loaded.', {}, slow),
    ).toBeInTheDocument();
  },
};
