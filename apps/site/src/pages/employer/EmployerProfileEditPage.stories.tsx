import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers, restUrl } from '@globalhire/data/mocks';
import EmployerProfileEditPage from './EmployerProfileEditPage';
import { PageStory } from '../../testing/PageStory';
import { PanelFrame } from '../../panels/PanelFrame';
import { expectToast } from '../../testing/toasts';

const EmployerFrame = () => <PanelFrame role="employer" />;
const mapleTech = {
  ...fixtures.profiles.employer,
  website: 'https://www.mapletech.example',
  description: 'Payments software for Canadian credit unions.',
  phone: '+1 416 555 0142',
  address: '200 Bay Street, Toronto, ON M5J 2J2, Canada',
};
const employer = handlers.profile(mapleTech);

const meta = {
  title: 'Pages/Employer/ProfileEdit',
  component: PageStory,
  args: {
    page: EmployerProfileEditPage,
    path: '/employer/profile',
    as: 'employer',
    layout: EmployerFrame,
  },
  parameters: { layout: 'fullscreen', msw: { handlers: [employer, ...defaultHandlers] } },
  tags: ['visual-mobile'],
  beforeEach: () => {
    clearToasts();
    return clearToasts;
  },
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Edit Company Profile' }),
    ).toBeInTheDocument();
    await expect(page.getByLabelText(/^Company Name/)).toHaveValue('Maple Tech Solutions');
    await expect(page.getByLabelText(/^Website/)).toHaveValue('https://www.mapletech.example');
    await expect(page.getByLabelText(/^Email/)).toHaveValue('employer@globalhire.local');
    await expect(page.getByLabelText(/^Address/)).toHaveValue(
      '200 Bay Street, Toronto, ON M5J 2J2, Canada',
    );
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const phone = await page.findByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 416 555 0100');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Profile Updated', 'Your company profile has been updated successfully.');
  },
};

export const ValidationErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.clear(await page.findByLabelText(/^Company Name/));
    const website = page.getByLabelText(/^Website/);
    await userEvent.clear(website);
    await userEvent.type(website, 'mapletech');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect(await page.findByText('Company name is required.')).toBeInTheDocument();
    await expect(
      page.getByText('Enter a full web address, like https://example.com.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(page.getByLabelText(/^Company Name/)).toHaveFocus());
    await expect(website).toHaveValue('mapletech');
  },
};

export const SaveFailed: Story = {
  parameters: {
    msw: { handlers: [employer, handlers.employerCompanyProfile.error(500), ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Save Changes' }));
    await expect(await page.findByText('Your profile could not be saved.')).toBeInTheDocument();
    await expect(page.getByLabelText(/^Company Name/)).toHaveValue('Maple Tech Solutions');
  },
};

/** The bodies the page sent to PATCH /profiles; the handler only listens (the mocks answer). */
const sentProfiles: Record<string, unknown>[] = [];
const recordProfileWrites = http.patch(restUrl('profiles'), async ({ request }) => {
  sentProfiles.push((await request.clone().json()) as Record<string, unknown>);
});

/** Contact fields stay private unless the company ticks them; the choice is saved with the profile. */
export const PublishContacts: Story = {
  parameters: { msw: { handlers: [recordProfileWrites, employer, ...defaultHandlers] } },
  beforeEach: () => {
    sentProfiles.length = 0;
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const email = await page.findByRole('checkbox', { name: 'Show my email on my company page' });
    await expect(email).not.toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Show my phone number on my company page' }),
    ).not.toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: 'Show my address on my company page' }),
    ).not.toBeChecked();
    await userEvent.click(email);
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Profile Updated', 'Your company profile has been updated successfully.');
    await expect(sentProfiles.at(-1)).toMatchObject({
      publish_email: true,
      publish_phone: false,
      publish_address: false,
    });
    await expect(email).toBeChecked();
  },
};
