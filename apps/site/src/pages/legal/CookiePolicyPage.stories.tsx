import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers } from '@globalhire/data/mocks';
import CookiePolicyPage from './CookiePolicyPage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/CookiePolicy',
  component: PageStory,
  args: { page: CookiePolicyPage, path: '/cookie-policy' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Cookie Policy' }),
    ).toBeInTheDocument();
    await expect(page.getByText('1 January 2025')).toHaveAttribute('datetime', '2025-01-01');
    await expect(page.getByRole('region', { name: /What we store$/ })).toHaveTextContent(
      'sign-in session',
    );
    await expect(page.getByRole('region', { name: /What we do not use$/ })).toHaveTextContent(
      'No analytics',
    );
  },
};
