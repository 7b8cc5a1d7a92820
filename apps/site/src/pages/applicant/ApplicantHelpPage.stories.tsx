import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ApplicantHelpPage from './ApplicantHelpPage';
import { PageStory } from '../../testing/PageStory';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const meta = {
  title: 'Pages/Applicant/Help',
  component: PageStory,
  args: {
    page: ApplicantHelpPage,
    path: '/applicant/help',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: { layout: 'fullscreen', ...candidateMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Help' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Read the FAQs' })).toHaveAttribute(
      'href',
      '/faqs',
    );
    await expect(page.getByRole('link', { name: 'Send us a message' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByText('Monday to Friday, 9:00 AM to 6:00 PM (GMT)')).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Open your visa case' })).toHaveAttribute(
      'href',
      '/applicant/visa',
    );
  },
};
