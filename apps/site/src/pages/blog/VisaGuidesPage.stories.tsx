import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers } from '@globalhire/data/mocks';
import VisaGuidesPage from './VisaGuidesPage';
import { PageStory } from '../../testing/PageStory';
import { articleRequests, filteringArticles, lastArticleRequest } from './blogStoryMocks';

const meta = {
  title: 'Pages/VisaGuides',
  component: PageStory,
  args: { page: VisaGuidesPage, path: '/blog/visa-guides' },
  parameters: { layout: 'fullscreen', msw: { handlers: [filteringArticles, ...defaultHandlers] } },
  beforeEach: () => {
    articleRequests.length = 0;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Visa Guides' }),
    ).toBeInTheDocument();
    await expect(
      await page.findByRole('link', { name: /The UK Skilled Worker Visa/ }),
    ).toBeInTheDocument();
    await expect(page.getByRole('heading', { name: '1 article' })).toBeInTheDocument();
    // Fixed to one category: the server is asked for it and there are no category buttons.
    await expect(lastArticleRequest()?.searchParams.get('category')).toBe('eq.Visa & Immigration');
    await expect(page.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Browse all articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
  },
};
