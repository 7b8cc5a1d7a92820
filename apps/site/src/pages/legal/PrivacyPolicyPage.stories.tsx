import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers } from '@globalhire/data/mocks';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/PrivacyPolicy',
  component: PageStory,
  args: { page: PrivacyPolicyPage, path: '/privacy-policy' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    await expect(page.getByText('1 January 2025')).toHaveAttribute('datetime', '2025-01-01');
    for (const section of [
      'What we collect',
      'Why we use it',
      'How long we keep it',
      'Your rights',
    ]) {
      await expect(
        page.getByRole('region', { name: new RegExp(`\\d+\\. ${section}$`) }),
      ).toBeInTheDocument();
    }
  },
};
