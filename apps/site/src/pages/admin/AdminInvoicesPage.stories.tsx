import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '@globalhire/data/mocks';
import AdminInvoicesPage from './AdminInvoicesPage';
import { PageStory } from '../../testing/PageStory';
import { expectToast } from '../../testing/toasts';
import { AdminFrame, adminMocks, findRow, slow } from './adminStoryMocks';

const meta = {
  title: 'Pages/Admin/Invoices',
  component: PageStory,
  args: {
    page: AdminInvoicesPage,
    path: '/admin/invoices',
    as: 'admin',
    layout: AdminFrame,
  },
  parameters: { layout: 'fullscreen', ...adminMocks() },
  tags: ['visual-mobile'],
} satisfies Meta<typeof PageStory>;
export default meta;
type Story = StoryObj<typeof meta>;

// GH-2026-00004 (Carlos Mendes) was due on 20 May 2026: overdue on the stories' date and after.
const openFromRow = async (
  canvasElement: HTMLElement,
  number: string,
  button: string,
  title: string,
) => {
  const row = await findRow(canvasElement, number);
  await userEvent.click(within(row).getByRole('button', { name: `${button}${number}` }));
  return { row, dialog: within(await screen.findByRole('dialog', { name: title })) };
};

/** Every invoice, newest first: one awaiting payment, one overdue, one paid, one void. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Invoices' }, slow),
    ).toBeInTheDocument();
    const overdue = await findRow(canvasElement, 'GH-2026-00004');
    await expect(within(overdue).getByText('Carlos Mendes')).toBeInTheDocument();
    await expect(within(overdue).getByText('$150.00')).toBeInTheDocument();
    await expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    await expect(within(overdue).getByText(/\d+ days late/)).toBeInTheDocument();
    await expect(within(overdue).getByText('Due 20 May 2026')).toBeInTheDocument();
    await expect(
      within(overdue).getByRole('button', { name: 'Record payment: GH-2026-00004' }),
    ).toBeInTheDocument();
    const paid = await findRow(canvasElement, 'GH-2026-00003');
    await expect(
      within(paid).getByText('Paid 14 April 2026 · Ref. INTESA 7781-2041'),
    ).toBeInTheDocument();
    await expect(
      within(paid).getByText('Document translation: degree certificate and transcript'),
    ).toBeInTheDocument();
    await expect(within(paid).queryByRole('button', { name: /Record payment/ })).toBeNull();
    await expect(
      within(paid).getByRole('button', { name: 'Download PDF: GH-2026-00003' }),
    ).toBeInTheDocument();
    const voided = await findRow(canvasElement, 'GH-2026-00002');
    await expect(
      within(voided).getByText('Ordered twice by mistake; the candidate kept the other order.'),
    ).toBeInTheDocument();
    await expect(within(voided).queryByRole('button', { name: /Void/ })).toBeNull();
    await expect(page.getByRole('link', { name: 'Invoices' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The key action: a bank transfer arrived; the invoice becomes paid and focus stays in its row. */
export const RecordAPayment: Story = {
  play: async ({ canvasElement }) => {
    const { row, dialog } = await openFromRow(
      canvasElement,
      'GH-2026-00004',
      'Record payment: ',
      'Record payment: GH-2026-00004',
    );
    await expect(
      dialog.getByText(/\$150\.00 from Carlos Mendes, due 20 May 2026/),
    ).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText(/Date received/), '2026-06-10');
    await userEvent.type(dialog.getByRole('textbox', { name: /Bank reference/ }), 'ITAU 55-0192');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expectToast('Payment recorded', 'Invoice GH-2026-00004 is paid');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(row).getByText('Paid')).toBeInTheDocument();
    await expect(
      within(row).getByText('Paid 10 June 2026 · Ref. ITAU 55-0192'),
    ).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          within(row).getByRole('button', { name: 'Download PDF: GH-2026-00004' }),
        ).toHaveFocus(),
      slow,
    );
  },
};

/** The date the transfer arrived is required: the field says so and nothing is sent. */
export const RecordPaymentWithoutADate: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromRow(
      canvasElement,
      'GH-2026-00005',
      'Record payment: ',
      'Record payment: GH-2026-00005',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Bank reference/ }), 'FIRSTBANK 2231');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    const date = dialog.getByLabelText(/Date received/);
    await waitFor(() => expect(date).toHaveFocus());
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    await expect(date).toHaveAccessibleDescription(
      /Give the date the transfer arrived \(not in the future\)\./,
    );
    await expect(dialog.getByRole('textbox', { name: /Bank reference/ })).toHaveValue(
      'FIRSTBANK 2231',
    );
  },
};

/** Someone else recorded it first: the dialog says why and keeps what was typed. */
export const RecordPaymentRefused: Story = {
  parameters: adminMocks([handlers.adminRecordPayment('not_issued')]),
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromRow(
      canvasElement,
      'GH-2026-00005',
      'Record payment: ',
      'Record payment: GH-2026-00005',
    );
    await userEvent.type(dialog.getByLabelText(/Date received/), '2026-06-12');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The payment was not recorded.');
    await expect(alert).toHaveTextContent('Only an issued invoice can be marked paid.');
    await expect(dialog.getByLabelText(/Date received/)).toHaveValue('2026-06-12');
  },
};

/** Voiding asks for the reason the candidate reads; the invoice shows it once void. */
export const VoidAnInvoice: Story = {
  play: async ({ canvasElement }) => {
    const { row, dialog } = await openFromRow(
      canvasElement,
      'GH-2026-00005',
      'Void ',
      'Void invoice GH-2026-00005?',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Reason/ }),
      'Issued before the candidate approved the proposal.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Void invoice' }));
    await expectToast('Invoice voided', 'Invoice GH-2026-00005 is void');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(within(row).getByText('Void')).toBeInTheDocument();
    await expect(
      within(row).getByText('Issued before the candidate approved the proposal.'),
    ).toBeInTheDocument();
  },
};

/** Without a reason nothing is voided: the field says what is missing. */
export const VoidWithoutAReason: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromRow(
      canvasElement,
      'GH-2026-00004',
      'Void ',
      'Void invoice GH-2026-00004?',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Void invoice' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toHaveAccessibleDescription(/Say why the invoice is void\./);
  },
};

/** The invoice's PDF is built in the browser and downloaded. */
export const DownloadAPdf: Story = {
  play: async ({ canvasElement }) => {
    const row = await findRow(canvasElement, 'GH-2026-00003');
    await userEvent.click(within(row).getByRole('button', { name: 'Download PDF: GH-2026-00003' }));
    await expectToast('Invoice downloading', 'GH-2026-00003.pdf is in your downloads.');
  },
};

/** Only the invoices past their due date (read from the issued ones). */
export const FilterOverdue: Story = {
  args: { url: '/admin/invoices?status=overdue' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await findRow(canvasElement, 'GH-2026-00004');
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('overdue');
    await expect(page.queryByText('GH-2026-00003')).toBeNull();
    await expect(page.queryByText('GH-2026-00002')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: adminMocks([handlers.adminInvoices.empty()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No invoices yet.', undefined, slow),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: adminMocks([handlers.adminInvoices.loading()]),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Invoices' }, slow),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: adminMocks([handlers.adminInvoices.error(500)]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('The invoices could not be loaded.', undefined, slow),
    ).toBeInTheDocument();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
