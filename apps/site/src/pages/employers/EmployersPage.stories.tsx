import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { defaultHandlers, handlers } from '@globalhire/data/mocks';
import EmployersPage from './EmployersPage';
import { PageStory } from '../../testing/PageStory';

const meta = {
  title: 'Pages/Employers',
  component: PageStory,
  args: { page: EmployersPage, path: '/employers' },
  parameters: { layout: 'fullscreen', msw: { handlers: defaultHandlers } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

// Generous: story tests share a busy machine, and a find fails only after the whole wait.
const slow = { timeout: 8000 };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // The footer links to /post-job too: look in the page's own content.
    const page = within(canvasElement.querySelector('main')!);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Empower Your Hiring Globally' }),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Post a Job' })).toHaveAttribute(
      'href',
      '/post-job',
    );
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const benefits = within(
      page.getByRole('region', { name: 'Why employers hire with GlobalHire' }),
    );
    await expect(benefits.getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const industries = within(page.getByRole('region', { name: 'Industries we recruit for' }));
    await expect(industries.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Technology',
      'Healthcare',
      'Finance',
      'Engineering',
      'Marketing',
      'Education',
      'Manufacturing',
      'Hospitality',
    ]);

    const directory = within(page.getByRole('region', { name: 'Employers hiring on GlobalHire' }));
    await expect(
      await directory.findByRole('link', { name: 'Maple Tech Solutions' }, slow),
    ).toHaveAttribute('href', '/employers/maple-tech-solutions');
    await expect(directory.getAllByRole('link')).toHaveLength(4);

    const stories = page.getByRole('region', { name: 'Success Stories' });
    await expect(stories.querySelectorAll(':scope ul[role="list"] > li')).toHaveLength(2);

    await expect(page.getByRole('link', { name: 'Create an Employer Account' })).toHaveAttribute(
      'href',
      '/register?type=employer',
    );
    await expect(page.getByRole('link', { name: 'Speak to Sales' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

export const DirectoryLoading: Story = {
  parameters: { msw: { handlers: [handlers.employers.loading(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const directory = within(canvasElement).getByRole('region', {
      name: 'Employers hiring on GlobalHire',
    });
    await expect(directory.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const DirectoryEmpty: Story = {
  parameters: { msw: { handlers: [handlers.employers.empty(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No employer pages yet.', undefined, slow),
    ).toBeInTheDocument();
  },
};

export const DirectoryError: Story = {
  parameters: { msw: { handlers: [handlers.employers.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', undefined, slow);
    await expect(alert).toHaveTextContent('The employer list could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
