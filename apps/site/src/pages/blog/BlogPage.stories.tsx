import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultHandlers, handlers } from '@globalhire/data/mocks';
import BlogPage from './BlogPage';
import { PageStory } from '../../testing/PageStory';
import { articleRequests, filteringArticles, lastArticleRequest } from './blogStoryMocks';

const meta = {
  title: 'Pages/Blog',
  component: PageStory,
  args: { page: BlogPage, path: '/blog' },
  parameters: { layout: 'fullscreen', msw: { handlers: [filteringArticles, ...defaultHandlers] } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    articleRequests.length = 0;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await expect(
      await page.findByRole('link', { name: /The UK Skilled Worker Visa, Step by Step/ }),
    ).toHaveAttribute('href', '/blog/skilled-worker-visa-uk-guide');
    await expect(page.getByRole('heading', { name: '3 articles' })).toBeInTheDocument();
    const categories = within(page.getByRole('group', { name: 'Filter by category' })).getAllByRole(
      'button',
    );
    await expect(categories.map((button) => button.textContent)).toEqual([
      'All',
      'Career Tips',
      'Job Market Trends',
      'Relocation Advice',
      'Visa & Immigration',
    ]);
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const FilterByCategory: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Relocation Advice' }));
    // The category lives in the URL: the router draws the pressed button in a transition, a moment
    // after the click, so the check waits for it.
    await expect(
      await page.findByRole('button', { name: 'Relocation Advice', pressed: true }),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'All', pressed: false })).toBeInTheDocument();
    await expect(await page.findByRole('heading', { name: '1 article' })).toBeInTheDocument();
    await expect(
      page.getByRole('link', { name: /Your First Month in Canada/ }),
    ).toBeInTheDocument();
    // The server does the filtering.
    await expect(lastArticleRequest()?.searchParams.get('category')).toBe('eq.Relocation Advice');
    // 'All' shows every category again.
    await userEvent.click(page.getByRole('button', { name: 'All' }));
    await expect(await page.findByRole('heading', { name: '3 articles' })).toBeInTheDocument();
  },
};

export const Search: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Matches an excerpt ('...the details recruiters abroad look for first'), in any letter case.
    await userEvent.type(
      await page.findByRole('searchbox', { name: 'Search articles' }),
      'RECRUITERS',
    );
    await expect(await page.findByRole('heading', { name: '1 article' })).toBeInTheDocument();
    await expect(
      page.getByRole('link', { name: /Writing a CV International Employers Read/ }),
    ).toBeInTheDocument();
    await expect(lastArticleRequest()?.searchParams.get('or')).toContain('RECRUITERS');
  },
};

export const FiltersFromTheUrl: Story = {
  args: { url: '/blog?q=visa&category=Visa+%26+Immigration' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('searchbox', { name: 'Search articles' })).toHaveValue(
      'visa',
    );
    await expect(page.getByRole('button', { name: 'Visa & Immigration' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      await page.findByRole('link', { name: /The UK Skilled Worker Visa/ }),
    ).toBeInTheDocument();
  },
};

export const NoMatches: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(
      await page.findByRole('searchbox', { name: 'Search articles' }),
      'astrology',
    );
    await expect(
      await page.findByText('No articles found matching your criteria.'),
    ).toBeInTheDocument();
    await expect(
      page.getByText('Try adjusting your search or category selection.'),
    ).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(''),
    );
    await expect(await page.findByRole('heading', { name: '3 articles' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [handlers.articles.empty(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('No articles found matching your criteria.'),
    ).toBeInTheDocument();
    await expect(page.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [handlers.articles.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Loading articles...' }),
    ).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: [handlers.articles.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Articles could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
