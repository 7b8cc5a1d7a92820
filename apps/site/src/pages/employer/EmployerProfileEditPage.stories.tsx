import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearToasts } from '@globalhire/ui';
import {
  defaultHandlers,
  employerLicenceTable,
  fixtures,
  handlers,
  restUrl,
  type EmployerLicenceRow,
} from '@globalhire/data/mocks';
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

// ---------------------------------------------------------------------------------------------
// Right to sponsor: the company's licences, per destination
// ---------------------------------------------------------------------------------------------

const { claimedUk, verifiedUk, revokedUk, verifiedNz, expiredAu } = fixtures.mapleLicences;
/** The page with the company holding exactly these licences (reads and writes answer from them). */
const withLicences = (rows: EmployerLicenceRow[]) => ({
  msw: { handlers: [...employerLicenceTable(rows), employer, ...defaultHandlers] },
});
const noLicences = withLicences([]);

/** The destination's part of the card, found by its heading. */
async function licenceSection(canvasElement: HTMLElement, country: string) {
  const card = within(canvasElement);
  const heading = await card.findByRole('heading', { level: 3, name: country });
  return within(heading.closest('section') as HTMLElement);
}

/** No licence claimed yet: each licensing destination offers to add one; the others say why not. */
export const NoLicences: Story = {
  parameters: noLicences,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Right to sponsor' }),
    ).toBeInTheDocument();
    const uk = await licenceSection(canvasElement, 'United Kingdom');
    await expect(uk.getByText('Licensed sponsor')).toBeInTheDocument();
    await expect(uk.getByRole('button', { name: 'Add sponsor licence' })).toBeInTheDocument();
    const nz = await licenceSection(canvasElement, 'New Zealand');
    await expect(nz.getByRole('button', { name: 'Add accreditation' })).toBeInTheDocument();
    const au = await licenceSection(canvasElement, 'Australia');
    await expect(au.getByRole('button', { name: 'Add sponsorship' })).toBeInTheDocument();
    const canada = await licenceSection(canvasElement, 'Canada');
    await expect(canada.getByText('No employer licence exists')).toBeInTheDocument();
    await expect(canada.getByText(/Labour Market Impact Assessment/)).toBeInTheDocument();
    const ireland = await licenceSection(canvasElement, 'Ireland');
    await expect(ireland.getByText(/employment permit/)).toBeInTheDocument();
    await expect(ireland.queryByRole('button')).toBeNull();
    const us = await licenceSection(canvasElement, 'United States');
    await expect(us.getByText(/Labor Condition Application/)).toBeInTheDocument();
  },
};

/** A claim waiting for GlobalHire's check: it can be edited or withdrawn. */
export const LicenceClaimed: Story = {
  parameters: withLicences([claimedUk]),
  play: async ({ canvasElement }) => {
    const uk = await licenceSection(canvasElement, 'United Kingdom');
    await expect(await uk.findByText('Claimed')).toBeInTheDocument();
    await expect(
      uk.getByText('Waiting for GlobalHire to check it against the official register.'),
    ).toBeInTheDocument();
    await expect(uk.getByText('SPN-4Q7X2K9')).toBeInTheDocument();
    await expect(uk.getByText('Skilled Worker, Global Business Mobility')).toBeInTheDocument();
    await expect(
      uk.getByRole('button', { name: 'Edit: United Kingdom sponsor licence' }),
    ).toBeInTheDocument();
    await expect(
      uk.getByRole('button', { name: 'Withdraw claim: United Kingdom sponsor licence' }),
    ).toBeInTheDocument();
  },
};

/** Verified licences show the day they were checked; an expired one asks to be renewed. */
export const LicencesVerified: Story = {
  parameters: withLicences([verifiedUk, verifiedNz, expiredAu]),
  play: async ({ canvasElement }) => {
    const uk = await licenceSection(canvasElement, 'United Kingdom');
    await expect(await uk.findByText('Verified')).toBeInTheDocument();
    await expect(uk.getByText(/Verified on 22 May 2026\./)).toBeInTheDocument();
    await expect(
      uk.getByText(/On the Register of licensed sponsors with an A rating/),
    ).toBeInTheDocument();
    // A checked licence is no longer a claim to withdraw.
    await expect(uk.queryByRole('button', { name: /Withdraw claim/ })).toBeNull();
    const nz = await licenceSection(canvasElement, 'New Zealand');
    await expect(nz.getByText('30 September 2027')).toBeInTheDocument();
    const au = await licenceSection(canvasElement, 'Australia');
    await expect(au.getByText('Expired')).toBeInTheDocument();
    await expect(au.getByText(/Once you have renewed it, update it here/)).toBeInTheDocument();
  },
};

/** A revoked licence shows the admin's reason and cannot be changed here. */
export const LicenceRevoked: Story = {
  parameters: withLicences([revokedUk]),
  play: async ({ canvasElement }) => {
    const uk = await licenceSection(canvasElement, 'United Kingdom');
    await expect(await uk.findByText('Revoked')).toBeInTheDocument();
    await expect(
      uk.getByText(/Reason: Not on the Register of licensed sponsors on 22 May 2026\./),
    ).toBeInTheDocument();
    await expect(uk.getByRole('link', { name: 'Contact GlobalHire' })).toHaveAttribute(
      'href',
      '/employer/support',
    );
    await expect(uk.queryByRole('button')).toBeNull();
  },
};

export const LicencesLoading: Story = {
  parameters: {
    msw: { handlers: [handlers.myLicences.loading(), employer, ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your licences' }),
    ).toBeInTheDocument();
  },
};

export const LicencesLoadError: Story = {
  parameters: {
    msw: { handlers: [handlers.myLicences.error(500), employer, ...defaultHandlers] },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Your licences could not be loaded.')).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The company form above still works.
    await expect(page.getByLabelText(/^Company Name/)).toHaveValue('Maple Tech Solutions');
  },
};

/** Sending a UK licence without its number or a route: each field says what it needs. */
export const LicenceValidation: Story = {
  parameters: noLicences,
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const uk = await licenceSection(canvasElement, 'United Kingdom');
    await userEvent.click(uk.getByRole('button', { name: 'Add sponsor licence' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add your sponsor licence' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send for checking' }));
    const number = dialog.getByRole('textbox', { name: /Sponsor licence number/ });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription(/Enter your sponsor licence number\./);
    await expect(
      dialog.getByText('Choose at least one route your licence covers.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(number).toHaveFocus());
  },
};

/** An Australian approval needs its end date, and one that has not passed. */
export const LicenceExpiryChecked: Story = {
  parameters: noLicences,
  play: async ({ canvasElement }) => {
    const au = await licenceSection(canvasElement, 'Australia');
    await userEvent.click(au.getByRole('button', { name: 'Add sponsorship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add your sponsorship' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Sponsor number/ }), 'SBS-2024-01862');
    await userEvent.click(dialog.getByRole('button', { name: 'Send for checking' }));
    await expect(
      await dialog.findByText('Enter the date your sponsorship approval ends.'),
    ).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Approval ends on/), '2020-01-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Send for checking' }));
    await expect(
      await dialog.findByText('This date has passed: claim a licence that is still in force.'),
    ).toBeInTheDocument();
  },
};

/** The key action: claiming an accreditation sends it for checking, and the card shows it waiting. */
export const ClaimLicence: Story = {
  parameters: noLicences,
  play: async ({ canvasElement }) => {
    const nz = await licenceSection(canvasElement, 'New Zealand');
    await userEvent.click(nz.getByRole('button', { name: 'Add accreditation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add your accreditation' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Accreditation number/ }),
      'ACC-0412-88',
    );
    await userEvent.type(dialog.getByLabelText(/Accreditation ends on/), '2027-09-30');
    await userEvent.click(dialog.getByRole('button', { name: 'Send for checking' }));
    await expectToast('Sent for checking', 'GlobalHire will check your accreditation');
    await expect(await nz.findByText('Claimed')).toBeInTheDocument();
    await expect(nz.getByText('ACC-0412-88')).toBeInTheDocument();
    await expect(nz.getByText('30 September 2027')).toBeInTheDocument();
    await expect(
      nz.getByRole('button', { name: 'Withdraw claim: New Zealand accreditation' }),
    ).toBeInTheDocument();
  },
};

/** Editing a verified licence warns first, then sends it back for checking. */
export const EditVerifiedLicence: Story = {
  parameters: withLicences([verifiedUk]),
  play: async ({ canvasElement }) => {
    const uk = await licenceSection(canvasElement, 'United Kingdom');
    await userEvent.click(
      await uk.findByRole('button', { name: 'Edit: United Kingdom sponsor licence' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit your sponsor licence' }));
    await expect(
      dialog.getByText(/sends this licence back to GlobalHire to check/),
    ).toBeInTheDocument();
    await expect(dialog.getByRole('checkbox', { name: 'Skilled Worker' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Scale-up' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Scale-up' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expectToast('Licence saved', 'waiting for GlobalHire to check it again');
    await expect(await uk.findByText('Claimed')).toBeInTheDocument();
    await expect(
      uk.getByText('Skilled Worker, Global Business Mobility, Scale-up'),
    ).toBeInTheDocument();
  },
};

/** Withdrawing a claim asks first; the destination then offers to add one again. */
export const WithdrawClaim: Story = {
  parameters: withLicences([claimedUk]),
  play: async ({ canvasElement }) => {
    const uk = await licenceSection(canvasElement, 'United Kingdom');
    await userEvent.click(
      await uk.findByRole('button', { name: 'Withdraw claim: United Kingdom sponsor licence' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw your claim?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw claim' }));
    await expectToast('Claim withdrawn', 'Your sponsor licence is no longer waiting for a check.');
    const add = await uk.findByRole('button', { name: 'Add sponsor licence' });
    await waitFor(() => expect(add).toHaveFocus());
  },
};

/** A claim checked meanwhile can no longer be withdrawn: the dialog says so and the card catches up. */
export const WithdrawAfterCheck: Story = {
  parameters: {
    msw: {
      handlers: [
        handlers.withdrawLicence([verifiedUk]),
        ...employerLicenceTable([claimedUk]),
        employer,
        ...defaultHandlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const uk = await licenceSection(canvasElement, 'United Kingdom');
    await userEvent.click(
      await uk.findByRole('button', { name: 'Withdraw claim: United Kingdom sponsor licence' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw your claim?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw claim' }));
    await expect(
      await dialog.findByText(/GlobalHire has already checked this claim/),
    ).toBeInTheDocument();
  },
};
