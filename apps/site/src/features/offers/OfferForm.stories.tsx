import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { OfferInput } from '@globalhire/data';
import { offerFixtures } from '@globalhire/data/mocks';
import { OfferForm, offerFormValues } from './OfferForm';

// Stories run in UTC; the answer-by date starts two weeks from the day they run.
const initialValues = offerFormValues(offerFixtures.offerDefaults, new Date(), 'UTC');

const meta = {
  title: 'Pages/Employer/Offers/OfferForm',
  component: OfferForm,
  args: { initialValues, timeZone: 'UTC', pending: false, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof OfferForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Prefilled from the job: its location, currency, period and the top of its salary range. */
export const NewOffer: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('textbox', { name: /^Location/ })).toHaveValue('Toronto, Canada');
    await expect(form.getByRole('combobox', { name: /^Currency/ })).toHaveValue('CAD');
    await expect(form.getByRole('textbox', { name: /^Salary/ })).toHaveValue('150000');
  },
};

export const Valid: Story = {
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const salary = form.getByRole('textbox', { name: /^Salary/ });
    await userEvent.clear(salary);
    await userEvent.type(salary, '128,000');
    await userEvent.selectOptions(form.getByRole('combobox', { name: /^Paid/ }), 'year');
    await userEvent.type(form.getByLabelText(/^Start date/), '2030-06-01');
    await userEvent.upload(
      form.getByLabelText(/^Offer letter/),
      new File(['%PDF-1.4 offer'], 'Offer letter.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const { letter, ...terms } = (args.onSubmit as ReturnType<typeof fn>).mock
      .calls[0]![0] as OfferInput;
    await expect(terms).toEqual({
      salaryAmount: 128000,
      currency: 'CAD',
      salaryPeriod: 'year',
      startDate: '2030-06-01',
      location: 'Toronto, Canada',
      expiresAt: `${initialValues.expiresOn}T23:59:00.000Z`,
    });
    await expect(letter?.name).toBe('Offer letter.pdf');
  },
};

/** Each field says what is wrong, and what was typed stays. */
export const Errors: Story = {
  tags: ['visual-after-play'],
  play: async ({ canvasElement, args }) => {
    const form = within(canvasElement);
    const salary = form.getByRole('textbox', { name: /^Salary/ });
    await userEvent.clear(salary);
    await userEvent.type(salary, 'about 60k');
    await userEvent.type(form.getByLabelText(/^Start date/), '2020-01-15');
    const answerBy = form.getByLabelText(/^Answer by/);
    await userEvent.clear(answerBy);
    await userEvent.type(answerBy, '2099-01-01');
    await userEvent.clear(form.getByRole('textbox', { name: /^Location/ }));
    await userEvent.click(form.getByRole('button', { name: 'Send offer' }));
    await expect(
      await form.findByText('Enter the salary as a number greater than 0, like 65000.'),
    ).toBeInTheDocument();
    await expect(
      form.getByText('Choose a start date that is not in the past.'),
    ).toBeInTheDocument();
    await expect(form.getByText('An offer can stay open for at most 90 days.')).toBeInTheDocument();
    await expect(form.getByText('Location is required.')).toBeInTheDocument();
    await expect(salary).toHaveValue('about 60k');
    await expect(salary).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const LetterNotPdf: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.upload(
      form.getByLabelText(/^Offer letter/),
      new File(['hello'], 'offer.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
      { applyAccept: false },
    );
    await expect(await form.findByText('The offer letter must be a PDF file.')).toBeInTheDocument();
  },
};

/** The database's refusal lands at the field it names; the rest of the form is kept. */
export const RefusedByTheDatabase: Story = {
  args: {
    serverError: { message: 'Choose a start date that is not in the past.', hint: 'start_date' },
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByLabelText(/^Start date/)).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText('Choose a start date that is not in the past.'),
    ).toBeInTheDocument();
  },
};

export const AlreadyOpen: Story = {
  args: {
    serverError: {
      message: 'This candidate already has an open offer. Withdraw it before making a new one.',
      hint: 'offer_open',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The offer was not sent.')).toBeInTheDocument();
  },
};

export const Sending: Story = { args: { pending: true } };
