import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers } from '@globalhire/data/mocks';
import AboutPage from './AboutPage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/About',
  component: PageStory,
  args: { page: AboutPage, path: '/about' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'About GlobalHire' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeInTheDocument();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeInTheDocument();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Leadership Team' }),
    ).toBeInTheDocument();
    // The four leaders, each a card with a name heading.
    await expect(
      page
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Emma Richardson', 'David Okoye', 'Aisha Rahman', 'Liam O’Connor']);
    await expect(page.getByRole('link', { name: 'Emma Richardson on LinkedIn' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.linkedin\.com\//),
    );
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
