import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import EmployerSupportPage from './EmployerSupportPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';

const EmployerFrame = () => <PanelFrame role="employer" />;

const meta = {
  title: 'Pages/Employer/Support',
  component: PageStory,
  args: { page: EmployerSupportPage, path: '/employer/support', as: 'employer', layout: EmployerFrame },
  parameters: { layout: 'fullscreen', msw: { handlers: [handlers.profile(fixtures.profiles.employer), ...defaultHandlers] } },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Support / Help' })).toBeInTheDocument();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    await expect(page.getByText('Monday to Friday, 9:00 AM to 6:00 PM (GMT)')).toBeInTheDocument();
    // The plan limits in the help come from the same constants as the plans.
    await userEvent.click(page.getByRole('button', { name: 'How long does a job stay live, and how many can I post?' }));
    await expect(await page.findByText(/Free 1 posting for 7 days, Premium 5 postings for 30 days, Enterprise unlimited postings for 90 days/)).toBeVisible();
  },
};
