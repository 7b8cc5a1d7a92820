import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminFeesPage from './AdminFeesPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Fees and Restrictions',
  component: PageStory,
  args: {
    page: AdminFeesPage,
    path: '/admin/fees',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const openFeeDialog = async (canvasElement: HTMLElement, label: string) => {
  const row = await findRow(canvasElement, label);
  await userEvent.click(within(row).getByRole('button', { name: `Edit fee: ${label}` }));
  return within(await screen.findByRole('dialog', { name: `Edit fee: ${label}` }));
};

const openAddRestriction = async (canvasElement: HTMLElement) => {
  const add = await within(canvasElement).findByRole('button', { name: 'Add restriction' }, slow);
  await waitFor(() => expect(add).toBeEnabled(), slow);
  await userEvent.click(add);
  return within(await screen.findByRole('dialog', { name: 'Add a restriction' }));
};

/** The billing form, once the details have loaded. */
const billingForm = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Billing details' }, slow));

/**
 * The schedule with each fee's trigger in words (translation switched off), the UK and Ontario
 * restrictions with their sources, and the billing details.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Fees & Restrictions' }, slow),
    ).toBeInTheDocument();
    const registration = await findRow(canvasElement, 'Registration fee');
    await expect(within(registration).getByText('$150.00')).toBeInTheDocument();
    await expect(
      within(registration).getByText('When the first proposal is approved'),
    ).toBeInTheDocument();
    await expect(within(registration).getByText('Waived where restricted')).toBeInTheDocument();
    const success = await findRow(canvasElement, 'Success fee');
    await expect(
      within(success).getByText('When a confirmed offer and an approved visa both exist'),
    ).toBeInTheDocument();
    const translation = await findRow(canvasElement, 'Document translation');
    await expect(within(translation).getByText('From $30.00 per page')).toBeInTheDocument();
    await expect(within(translation).getByText('20%')).toBeInTheDocument();
    await expect(within(translation).getByText('When ordered')).toBeInTheDocument();
    await expect(within(translation).getByText('Not offered')).toBeInTheDocument();

    const uk = await findRow(canvasElement, 'Employment Agencies Act 1973');
    await expect(within(uk).getByText('Either')).toBeInTheDocument();
    await expect(
      within(uk).getByRole('link', { name: /Employment Agencies Act 1973, section 6/ }),
    ).toHaveAttribute('href', 'https://www.legislation.gov.uk/ukpga/1973/35/section/6');
    await expect(within(uk).getAllByRole('link')).toHaveLength(2);
    const ontario = await findRow(canvasElement, 'Ontario, Canada');
    await expect(within(ontario).getByText('Canada, province ON')).toBeInTheDocument();
    await expect(within(ontario).getByText('The job is there')).toBeInTheDocument();

    const billing = await billingForm(canvasElement);
    await expect(billing.getByRole('textbox', { name: /Seller/ })).toHaveValue('GlobalHire Ltd');
    await expect(billing.getByRole('textbox', { name: /IBAN/ })).toHaveValue(
      'GB33BUKB20201555555555',
    );
    await expect(billing.getByRole('textbox', { name: /Payment terms/ })).toHaveValue('14');
    await expect(page.getByRole('link', { name: 'Fees & Restrictions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: a fee's amount changes; the trigger is shown, not editable. */
export const EditAFee: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openFeeDialog(canvasElement, 'Registration fee');
    await expect(
      dialog.getByText(
        /Charged: when the first proposal is approved, unless a restriction waives it/,
      ),
    ).toBeInTheDocument();
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '175');
    await userEvent.click(dialog.getByRole('button', { name: 'Save fee' }));
    await expectToast('Fee saved', '"Registration fee" applies to charges from now on');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await findRow(canvasElement, 'Registration fee');
    await expect(within(row).getByText('$175.00')).toBeInTheDocument();
  },
};

/** Each wrong field says why beside it; the first gets focus and nothing typed is lost. */
export const EditAFeeWithErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const dialog = await openFeeDialog(canvasElement, 'Success fee');
    await userEvent.clear(dialog.getByRole('textbox', { name: /Name/ }));
    const amount = dialog.getByRole('textbox', { name: /Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '-10000');
    const tax = dialog.getByRole('textbox', { name: /Tax rate/ });
    await userEvent.clear(tax);
    await userEvent.type(tax, '120');
    await userEvent.click(dialog.getByRole('button', { name: 'Save fee' }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(/Give the fee a name of up to 100 characters\./);
    await expect(amount).toHaveAccessibleDescription(/Enter an amount of 0 or more\./);
    await expect(amount).toHaveValue('-10000');
    await expect(tax).toHaveAccessibleDescription(/Enter a tax rate from 0 to 100/);
  },
};

/** A province's restriction, citing two sources. */
export const AddARestriction: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddRestriction(canvasElement);
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: /Country/ }), 'Canada');
    await userEvent.type(dialog.getByRole('textbox', { name: /Province or state code/ }), 'bc');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Name/ }),
      'British Columbia, Canada',
    );
    await userEvent.selectOptions(
      dialog.getByRole('combobox', { name: /Applies when/ }),
      'The job is there: Jobs located there are free of finding-work fees.',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Summary/ }),
      'No one may charge a foreign national a fee for recruiting them to work in British Columbia.',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Source 1 title/ }),
      'Temporary Foreign Worker Protection Act',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Source 1 web address/ }),
      'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/18045',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add another source' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Source 2 title/ }), 'Guidance');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Source 2 web address/ }),
      'https://www2.gov.bc.ca/gov/content/employment-business/employment-standards-advice',
    );
    await userEvent.type(dialog.getByLabelText(/Reviewed on/), '2026-06-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Add restriction' }));
    await expectToast('Restriction added', 'waived for British Columbia, Canada');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await findRow(canvasElement, 'British Columbia, Canada');
    await expect(within(row).getByText('Canada, province BC')).toBeInTheDocument();
    await expect(within(row).getAllByRole('link')).toHaveLength(2);
  },
};

/** Sent empty: every required field says what it needs, the country first with focus. */
export const AddARestrictionWithErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const dialog = await openAddRestriction(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Province or state code/ }), 'B1');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Source 1 web address/ }),
      'legislation.gov.uk',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add restriction' }));
    const country = dialog.getByRole('combobox', { name: /Country/ });
    await waitFor(() => expect(country).toHaveFocus());
    await expect(country).toHaveAccessibleDescription(/Choose the country\./);
    await expect(
      dialog.getByRole('textbox', { name: /Province or state code/ }),
    ).toHaveAccessibleDescription(/2 or 3 capital letters/);
    await expect(
      dialog.getByRole('combobox', { name: /Applies when/ }),
    ).toHaveAccessibleDescription(/Choose when the restriction applies\./);
    await expect(
      dialog.getByRole('textbox', { name: /Source 1 title/ }),
    ).toHaveAccessibleDescription(/Give the source a title/);
    await expect(
      dialog.getByRole('textbox', { name: /Source 1 web address/ }),
    ).toHaveAccessibleDescription(/starting with https:\/\//);
    await expect(dialog.getByLabelText(/Reviewed on/)).toHaveAccessibleDescription(
      /Give the date you last checked the sources/,
    );
  },
};

/** The database allows one restriction per place: the dialog says to edit that one. */
export const AddARestrictionTaken: Story = {
  parameters: adminMocks([handlers.adminSaveFeeJurisdiction('taken')]),
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Ontario, Canada');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Edit restriction: Ontario, Canada' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Edit restriction: Ontario, Canada' }),
    );
    await expect(dialog.getByRole('textbox', { name: /Source 1 title/ })).toHaveValue(
      'Employment Protection for Foreign Nationals Act, 2009, section 7',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Save restriction' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The restriction was not saved.');
    await expect(alert).toHaveTextContent(
      'This place already has a restriction: edit that one instead.',
    );
  },
};

/** Removing asks first and says what changes. */
export const AskBeforeRemoving: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Ontario, Canada');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Remove restriction: Ontario, Canada' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this restriction?' }));
    await expect(
      dialog.getByText(/Fees for Ontario, Canada are charged as the schedule says from now on/),
    ).toBeInTheDocument();
  },
};

/** Removed: the row leaves the list and focus goes to Add restriction. */
export const RemoveARestriction: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'Ontario, Canada');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Remove restriction: Ontario, Canada' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove this restriction?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove restriction' }));
    await expectToast('Restriction removed', 'Fees for Ontario, Canada are charged');
    await waitFor(() =>
      expect(within(canvasElement).queryByText('Canada, province ON')).toBeNull(),
    );
    await waitFor(
      () =>
        expect(
          within(canvasElement).getByRole('button', { name: 'Add restriction' }),
        ).toHaveFocus(),
      slow,
    );
  },
};

/** New payment terms: saved for the invoices issued from now on. */
export const SaveBillingDetails: Story = {
  play: async ({ canvasElement }) => {
    const billing = await billingForm(canvasElement);
    const terms = billing.getByRole('textbox', { name: /Payment terms/ });
    await userEvent.clear(terms);
    await userEvent.type(terms, '30');
    await userEvent.click(billing.getByRole('button', { name: 'Save billing details' }));
    await expectToast('Billing details saved', 'New invoices show them');
    await expect(terms).toHaveValue('30');
  },
};

/** A seller is required and bank details must be plausible: each field says why. */
export const BillingDetailsWithErrors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const billing = await billingForm(canvasElement);
    await userEvent.clear(billing.getByRole('textbox', { name: /Seller/ }));
    const iban = billing.getByRole('textbox', { name: /IBAN/ });
    await userEvent.clear(iban);
    await userEvent.type(iban, 'GB12 3456');
    const terms = billing.getByRole('textbox', { name: /Payment terms/ });
    await userEvent.clear(terms);
    await userEvent.type(terms, '200');
    await userEvent.click(billing.getByRole('button', { name: 'Save billing details' }));
    const seller = billing.getByRole('textbox', { name: /Seller/ });
    await waitFor(() => expect(seller).toHaveFocus());
    await expect(seller).toHaveAccessibleDescription(/Enter the name invoices are issued in/);
    await expect(iban).toHaveAccessibleDescription(/Enter an IBAN of 15 to 34 letters and digits/);
    await expect(terms).toHaveAccessibleDescription(/from 0 to 120/);
  },
};

/** Nothing configured yet: no restrictions, and billing details to fill in. */
export const Empty: Story = {
  parameters: adminMocks([
    handlers.adminFeeSchedule.empty(),
    handlers.adminFeeJurisdictions.empty(),
    handlers.adminBillingDetails.empty(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('No restrictions yet.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByText('No fees in the schedule.')).toBeInTheDocument();
    await expect(
      await page.findByText('No billing details yet.', undefined, slow),
    ).toBeInTheDocument();
    const billing = await billingForm(canvasElement);
    await expect(billing.getByRole('textbox', { name: /Seller/ })).toHaveValue('');
    await expect(billing.getByRole('textbox', { name: /Payment terms/ })).toHaveValue('14');
  },
};

export const Loading: Story = {
  parameters: adminMocks([
    handlers.adminFeeSchedule.loading(),
    handlers.adminFeeJurisdictions.loading(),
    handlers.adminBillingDetails.loading(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Fees & Restrictions' }, slow),
    ).toBeInTheDocument();
    await expect(page.getByText('Loading the billing details...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([
    handlers.adminFeeSchedule.error(500),
    handlers.adminFeeJurisdictions.error(500),
    handlers.adminBillingDetails.error(500),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The fee schedule could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('The restrictions could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(
      await page.findByText('The billing details could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
  },
};
