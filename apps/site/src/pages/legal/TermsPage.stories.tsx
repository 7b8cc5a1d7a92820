import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { defaultHandlers } from '@globalhire/data/mocks';
import TermsPage from './TermsPage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/Terms',
  component: PageStory,
  args: { page: TermsPage, path: '/terms' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Terms of Service' }),
    ).toBeInTheDocument();
    await expect(page.getByText('1 January 2025')).toHaveAttribute('datetime', '2025-01-01');
    // Spec §2: eleven sections, listed in the contents.
    const sections = page.getAllByRole('region', { name: /^\d+\. / });
    await expect(sections).toHaveLength(11);
    const contents = within(page.getByRole('navigation', { name: 'Contents' })).getAllByRole(
      'link',
    );
    await expect(contents).toHaveLength(11);
    const text = canvasElement.textContent ?? '';
    await expect(text).toContain('at least 18 years old');
    await expect(text).toContain('legally eligible to work in the destination country');
    await expect(text).toContain('suspend or close an account');
    await expect(text).toContain('misleading, discriminatory or fraudulent');
    await expect(text).toContain(
      'You may delete your own account at any time from the settings of your dashboard',
    );
    await expect(text).toContain('USD 10,000');
  },
};

export const JumpToSection: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const contents = within(await page.findByRole('navigation', { name: 'Contents' }));
    await userEvent.click(contents.getByRole('link', { name: 'Deleting your account' }));
    // Focus follows, so the next Tab continues in that section.
    await waitFor(() =>
      expect(page.getByRole('region', { name: '9. Deleting your account' })).toHaveFocus(),
    );
  },
};
