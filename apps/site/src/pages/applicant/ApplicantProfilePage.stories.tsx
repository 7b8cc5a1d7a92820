import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtures, handlers } from '@globalhire/data/mocks';
import ApplicantProfilePage from './ApplicantProfilePage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { ApplicantFrame, candidateMocks, slow } from './applicantStoryMocks';

const filledProfile = {
  ...fixtures.profiles.candidate,
  headline: 'Backend engineer, payments',
  phone: '+351 912 345 678',
  country: 'portugal',
  city: 'Lisbon',
  experience_years: 6,
  preferred_categories: ['it', 'banking'],
  preferred_countries: ['canada', 'ireland'],
};

const meta = {
  title: 'Pages/Applicant/Profile',
  component: PageStory,
  args: {
    page: ApplicantProfilePage,
    path: '/applicant/profile',
    as: 'candidate',
    layout: ApplicantFrame,
  },
  parameters: {
    layout: 'fullscreen',
    ...candidateMocks([handlers.updateCandidateProfile(filledProfile)], filledProfile),
  },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'My Profile' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByLabelText(/^First name/)).toHaveValue('Carlos');
    await expect(page.getByLabelText('Country')).toHaveValue('portugal');
    await expect(page.getByRole('checkbox', { name: 'IT, Software & Data' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Canada' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Australia' })).not.toBeChecked();
  },
};

export const Save: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const headline = await page.findByLabelText('Headline', {}, slow);
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Senior backend engineer');
    await userEvent.click(page.getByRole('checkbox', { name: 'Australia' }));
    await userEvent.click(page.getByRole('button', { name: 'Save Profile' }));
    await expectToast('Profile Updated', 'Your profile has been updated successfully.');
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const firstName = await page.findByLabelText(/^First name/, {}, slow);
    await userEvent.clear(firstName);
    const years = page.getByLabelText('Years of experience');
    await userEvent.clear(years);
    await userEvent.type(years, '80');
    await userEvent.click(page.getByRole('button', { name: 'Save Profile' }));
    await expect(await page.findByText('First name is required.')).toBeInTheDocument();
    await expect(page.getByText('Enter whole years between 0 and 70.')).toBeInTheDocument();
    await waitFor(() => expect(firstName).toHaveFocus());
  },
};

export const SaveFails: Story = {
  parameters: candidateMocks([handlers.updateCandidateProfile.error(500)], filledProfile),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Save Profile' }, slow));
    await expect(
      await page.findByText('Your profile could not be saved.', {}, slow),
    ).toBeInTheDocument();
  },
};

export const NewProfile: Story = {
  parameters: candidateMocks([handlers.updateCandidateProfile()]),
};
