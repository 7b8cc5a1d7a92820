import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import EmployerPlansPage from './EmployerPlansPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

const EmployerFrame = () => <PanelFrame role="employer" />;
const employer = handlers.profile(fixtures.profiles.employer);
const enterpriseRequest = { id: 7, plan: 'enterprise' as const, status: 'requested' as const, created_at: '2026-03-10T09:00:00+00:00' };

const meta = {
  title: 'Pages/Employer/Plans',
  component: PageStory,
  args: { page: EmployerPlansPage, path: '/employer/plans', as: 'employer', layout: EmployerFrame },
  parameters: { layout: 'fullscreen', msw: { handlers: [employer, ...defaultHandlers] } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const planCard = async (canvasElement: HTMLElement, name: string) =>
  within((await within(canvasElement).findByRole('heading', { level: 2, name })).closest('[data-slot="plan-card"]') as HTMLElement);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Billing / Subscription' })).toBeInTheDocument();
    const free = await planCard(canvasElement, 'Free');
    await expect(free.getByText('$0')).toBeInTheDocument();
    await expect(free.getByText('1 active job posting')).toBeInTheDocument();
    await expect(free.getByText('7 days visibility')).toBeInTheDocument();
    await expect(await free.findByRole('button', { name: 'Get Started: Free' })).toBeEnabled();
    const premium = await planCard(canvasElement, 'Premium');
    await expect(premium.getByText('$99')).toBeInTheDocument();
    await expect(premium.getByText('Most Popular')).toBeInTheDocument();
    await expect(await premium.findByText('Current plan')).toBeInTheDocument();
    await expect(premium.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    const enterprise = await planCard(canvasElement, 'Enterprise');
    await expect(enterprise.getByText('$299')).toBeInTheDocument();
    await expect(enterprise.getByText('Unlimited job postings')).toBeInTheDocument();
    await expect(enterprise.getByText('90 days visibility')).toBeInTheDocument();
    await expect(await page.findByText('You are on the Premium plan · 20 days left in this period.')).toBeInTheDocument();
  },
};

export const RequestUpgrade: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Upgrade Now: Enterprise' }));
    await expectToast('Plan requested', /Enterprise plan/);
    await expect(await page.findByText('Your request for the Enterprise plan is waiting for confirmation.')).toBeInTheDocument();
    const enterprise = await planCard(canvasElement, 'Enterprise');
    await waitFor(() => expect(enterprise.getByRole('button', { name: 'Requested' })).toBeDisabled());
    // One request at a time: the other plans wait too.
    await expect((await planCard(canvasElement, 'Free')).getByRole('button', { name: 'Get Started: Free' })).toBeDisabled();
  },
};

export const PendingRequest: Story = {
  parameters: { msw: { handlers: [employer, handlers.planRequests([enterpriseRequest]), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Your request for the Enterprise plan is waiting for confirmation.')).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Withdraw request' }));
    await expectToast('Request withdrawn');
    await waitFor(() => expect(page.queryByText(/waiting for confirmation/)).toBeNull());
    await expect((await planCard(canvasElement, 'Enterprise')).getByRole('button', { name: 'Upgrade Now: Enterprise' })).toBeEnabled();
  },
};

export const FreePlan: Story = {
  parameters: { msw: { handlers: [employer, handlers.myPlan.empty(), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    const free = await planCard(canvasElement, 'Free');
    await expect(await free.findByText('Current plan')).toBeInTheDocument();
    await expect(await within(canvasElement).findByText('You are on the Free plan.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [employer, handlers.myPlan.loading(), ...defaultHandlers] } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: [employer, handlers.myPlan.error(500), ...defaultHandlers] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your plan could not be loaded.')).toBeInTheDocument();
  },
};
