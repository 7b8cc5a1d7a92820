import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { defaultHandlers, fixtures, handlers, storageUrl } from '@globalhire/data/mocks';
import ArticlePage from './ArticlePage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/Article',
  component: PageStory,
  args: { page: ArticlePage, path: '/blog/:id', url: '/blog/skilled-worker-visa-uk-guide' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', {
        level: 1,
        name: 'The UK Skilled Worker Visa, Step by Step',
      }),
    ).toBeInTheDocument();
    // The Markdown body, rendered: a heading, bold text and an ordered list.
    await expect(page.getByRole('heading', { level: 2, name: 'Who needs it' })).toBeInTheDocument();
    await expect(page.getByText('Skilled Worker visa', { selector: 'strong' })).toBeInTheDocument();
    await expect(page.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        'Get a job offer',
        'Receive a certificate of sponsorship',
        'Apply online',
      ]),
    );
    await expect(page.getByText('Priya Raman')).toBeInTheDocument();
    // The site's one date format, whatever the visitor's locale.
    await expect(page.getByText('10 February 2026')).toHaveAttribute(
      'datetime',
      '2026-02-10T08:00:00+00:00',
    );
    await expect(page.getByText('Visa & Immigration')).toBeInTheDocument();
    await expect(page.getAllByRole('link', { name: /Back to Blog/ })[0]).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(page.getByRole('link', { name: 'More Visa Guides' })).toHaveAttribute(
      'href',
      '/blog/visa-guides',
    );
  },
};

export const ByNumericId: Story = {
  args: { url: '/blog/1' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'The UK Skilled Worker Visa, Step by Step',
      }),
    ).toBeInTheDocument();
  },
};

// One transparent pixel, standing in for an uploaded cover.
const pixel = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

export const WithCoverImage: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.article({ ...fixtures.article, image_path: 'covers/uk-visa.png' }),
        http.get(
          storageUrl('object/public/article-images/covers/uk-visa.png'),
          () => new HttpResponse(pixel, { headers: { 'Content-Type': 'image/png' } }),
        ),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1 });
    // The cover comes from the public article-images bucket and is decorative (the title says it all).
    const cover = canvasElement.querySelector('article img');
    await expect(cover).toHaveAttribute(
      'src',
      storageUrl('object/public/article-images/covers/uk-visa.png'),
    );
    await expect(cover).toHaveAttribute('alt', '');
  },
};

export const NotFound: Story = {
  args: { url: '/blog/no-such-article' },
  parameters: { msw: { handlers: [handlers.article.empty(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Article not found.' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.article.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading the article...'),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [handlers.article.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The article could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

declare global {
  interface Window {
    articleScriptRan?: boolean;
  }
}

export const UnsafeMarkdownIsInert: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.article({
          ...fixtures.article,
          body: [
            'Before the tricks.',
            '<script>window.articleScriptRan = true</script>',
            '<img src="x" onerror="window.articleScriptRan = true">',
            '[A harmless-looking link](javascript:window.articleScriptRan=true)',
            '| Country | Visa |\n| --- | --- |\n| United Kingdom | Skilled Worker |',
          ].join('\n\n'),
        }),
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Before the tricks.')).toBeInTheDocument();
    // Raw HTML is dropped and the javascript: URL is emptied; GitHub tables still render.
    await expect(canvasElement.querySelector('article script, article img[onerror]')).toBeNull();
    await expect(
      page.getByText('A harmless-looking link').closest('a')?.getAttribute('href') ?? '',
    ).not.toMatch(/javascript:/i);
    await expect(page.getByRole('cell', { name: 'Skilled Worker' })).toBeInTheDocument();
    await expect(window.articleScriptRan).toBeUndefined();
  },
};
