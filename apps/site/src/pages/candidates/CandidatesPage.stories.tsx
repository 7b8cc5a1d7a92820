import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers } from '@globalhire/data/mocks';
import CandidatesPage from './CandidatesPage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/Candidates',
  component: PageStory,
  args: { page: CandidatesPage, path: '/candidates' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.querySelector('main')!);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Career, Anywhere in the World' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Register Your CV' })).toHaveAttribute(
      'href',
      '/register?type=candidate',
    );
    await expect(page.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/jobs');

    const steps = within(page.getByRole('region', { name: 'How it works' }));
    await expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Create your profile',
      'Apply, or let us apply',
      'Interview and get an offer',
      'Visa and relocation',
    ]);

    const resources = within(page.getByRole('region', { name: 'Resources for your move' }));
    await expect(resources.getByRole('link', { name: 'Visa Guides' })).toHaveAttribute(
      'href',
      '/blog/visa-guides',
    );
    await expect(resources.getByRole('link', { name: 'Relocation Tips' })).toHaveAttribute(
      'href',
      '/blog/relocation-tips',
    );
    await expect(resources.getByRole('link', { name: 'Career Advice' })).toHaveAttribute(
      'href',
      '/blog/career-advice',
    );

    const stories = page.getByRole('region', { name: 'Success Stories' });
    await expect(stories.querySelectorAll(':scope ul[role="list"] > li')).toHaveLength(3);
    await expect(page.getByRole('link', { name: 'Create Your Profile' })).toHaveAttribute(
      'href',
      '/register?type=candidate',
    );
  },
};

export const SignedInCandidate: Story = {
  args: { as: 'candidate' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Dashboard' }, { timeout: 8000 }),
    ).toHaveAttribute('href', '/dashboard');
  },
};
