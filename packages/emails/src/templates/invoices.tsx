import { z } from 'zod';
import { siteNumberLocale } from '@globalhire/data/format';
import { defineEmail } from '../define';
import { factsOf, instant, jobFacts } from '../facts/common';
import { formatDay, formatWhen } from '../format';
import { ActionButton, FactTable, Paragraph, Quote, Title } from '../layout/parts';
import { longJob, rtlRecipient, sampleJob, sampleRecipient, sampleUnsubscribe } from '../samples';

// The managed service's invoices: what is invoiced and why, what was paid, what was cancelled.
// Every amount and date is the invoice row's, as the invoice page and its PDF show them.

/** An invoice as private.email_invoice writes it. */
const invoiceFacts = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(['issued', 'paid', 'void']),
  currency: z.string().length(3),
  subtotal: z.number(),
  taxTotal: z.number(),
  total: z.number(),
  issuedAt: instant,
  dueOn: z.string(),
  lines: z
    .array(
      z.object({
        feeCode: z.string(),
        description: z.string(),
        quantity: z.number(),
        unitAmount: z.number(),
        taxAmount: z.number(),
        netAmount: z.number(),
      }),
    )
    .min(1),
});
type InvoiceFacts = z.infer<typeof invoiceFacts>;

/** An invoice's amounts always show cents ('$150.00'), as the invoice page writes them. */
export function invoiceMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat(siteNumberLocale, { style: 'currency', currency }).format(amount);
}

function InvoiceTable({ invoice, rows = [] }: { invoice: InvoiceFacts; rows?: ReadonlyArray<readonly [string, string | null]> }) {
  const money = (amount: number) => invoiceMoney(amount, invoice.currency);
  return (
    <FactTable
      rows={[
        ['Invoice', invoice.number],
        ...invoice.lines.map(
          (line) =>
            [
              line.quantity === 1 ? line.description : `${line.description} (${line.quantity} × ${money(line.unitAmount)})`,
              money(line.netAmount),
            ] as const,
        ),
        ['Tax', invoice.taxTotal > 0 ? money(invoice.taxTotal) : null],
        ['Total', money(invoice.total)],
        ...rows,
      ]}
    />
  );
}

const why = {
  first_approved_proposal: (job: z.infer<typeof jobFacts> | null) =>
    `you approved ${job ? `${job.title} at ${job.companyName}` : 'a job your recruiter proposed'}, so our team started applying on your behalf.`,
  offer_and_visa_approved: (job: z.infer<typeof jobFacts> | null) =>
    `you were hired${job ? ` for ${job.title} at ${job.companyName}` : ''} and your visa was approved.`,
  ordered: () => 'you ordered it.',
} as const;

/** To the candidate: a fee of the managed service is invoiced, with why and how to pay. */
export const invoiceIssued = defineEmail({
  kind: 'invoice_issued',
  category: 'notification',
  facts: factsOf({
    invoice: invoiceFacts,
    /** The event of the fee schedule that invoiced it. */
    trigger: z.enum(['first_approved_proposal', 'offer_and_visa_approved', 'ordered']),
    /** The job the fee is about (a registration's approved proposal, a success fee's hire). */
    job: jobFacts.nullable(),
  }),
  subject: ({ invoice }) => `Invoice ${invoice.number}: ${invoiceMoney(invoice.total, invoice.currency)}`,
  preview: ({ invoice }) => `Due by ${formatDay(invoice.dueOn)}. Pay by bank transfer quoting the invoice number.`,
  Body: ({ facts: { invoice, trigger, job, link }, ctx }) => (
    <>
      <Title>Invoice {invoice.number}</Title>
      <Paragraph>You get this invoice because {why[trigger](job)}</Paragraph>
      <InvoiceTable invoice={invoice} rows={[['Due by', formatDay(invoice.dueOn)]]} />
      <Paragraph>
        Pay by bank transfer, and quote the invoice number as the reference. We mark the invoice paid when your
        payment arrives. How to pay it, and the invoice as a PDF, are on your managed service page.
      </Paragraph>
      <ActionButton href={ctx.url(link ?? '/applicant/service#invoices')}>See your invoice</ActionButton>
    </>
  ),
  samples: {
    default: {
      recipient: sampleRecipient('candidate', { name: 'Priya' }),
      link: '/applicant/service#invoices',
      unsubscribe: sampleUnsubscribe('invoice_issued'),
      invoice: {
        id: 1,
        number: 'GH-2026-00001',
        status: 'issued',
        currency: 'USD',
        subtotal: 150,
        taxTotal: 0,
        total: 150,
        issuedAt: '2026-06-15T09:30:00Z',
        dueOn: '2026-06-29',
        lines: [{ feeCode: 'registration', description: 'Registration fee', quantity: 1, unitAmount: 150, taxAmount: 0, netAmount: 150 }],
      },
      trigger: 'first_approved_proposal',
      job: sampleJob,
    },
    success: {
      recipient: rtlRecipient('candidate'),
      link: '/applicant/service#invoices',
      unsubscribe: sampleUnsubscribe('invoice_issued'),
      invoice: {
        id: 2,
        number: 'GH-2026-00042',
        status: 'issued',
        currency: 'USD',
        subtotal: 10000,
        taxTotal: 2300,
        total: 12300,
        issuedAt: '2026-09-01T14:00:00Z',
        dueOn: '2026-09-15',
        lines: [
          { feeCode: 'success', description: `Success fee: ${longJob.title}`, quantity: 1, unitAmount: 10000, taxAmount: 2300, netAmount: 10000 },
        ],
      },
      trigger: 'offer_and_visa_approved',
      job: longJob,
    },
  },
});

/** To the candidate: an invoice is paid (a transfer recorded, or a provider's payment), or cancelled. */
export const invoicePaid = defineEmail({
  kind: 'invoice_paid',
  category: 'notification',
  facts: factsOf({
    invoice: invoiceFacts,
    payment: z
      .object({
        method: z.enum(['bank_transfer', 'provider']),
        /** The day a bank transfer arrived. */
        paidOn: z.string().nullable(),
        /** When a payment provider took the payment. */
        paidAt: instant.nullable(),
        reference: z.string().nullable(),
      })
      .nullable(),
    /** Why an admin cancelled the invoice, in their words. */
    voidReason: z.string().nullable(),
  }),
  subject: ({ invoice }) =>
    invoice.status === 'void' ? `Invoice ${invoice.number} cancelled` : `Payment received: invoice ${invoice.number}`,
  preview: ({ invoice }) =>
    invoice.status === 'void' ? 'Nothing is due on it.' : `Thank you: invoice ${invoice.number} is paid.`,
  Body: ({ facts: { invoice, payment, voidReason, link }, ctx }) => {
    const paidWhen = payment?.paidOn ? formatDay(payment.paidOn) : payment?.paidAt ? formatWhen(payment.paidAt, ctx) : null;
    return invoice.status === 'void' ? (
      <>
        <Title>Invoice cancelled</Title>
        <Paragraph>Invoice {invoice.number} is cancelled: nothing is due on it.</Paragraph>
        {voidReason ? <Quote label="Why, in our team's words">{voidReason}</Quote> : null}
        <InvoiceTable invoice={invoice} />
        <ActionButton href={ctx.url(link ?? '/applicant/service#invoices')}>See your invoices</ActionButton>
      </>
    ) : (
      <>
        <Title>Payment received</Title>
        <Paragraph>Thank you: invoice {invoice.number} is paid.</Paragraph>
        <InvoiceTable
          invoice={invoice}
          rows={[
            [payment?.method === 'provider' ? 'Paid' : 'Transfer received', paidWhen],
            ['Your reference', payment?.reference ?? null],
          ]}
        />
        <ActionButton href={ctx.url(link ?? '/applicant/service#invoices')}>See your invoices</ActionButton>
      </>
    );
  },
  samples: {
    default: {
      recipient: sampleRecipient('candidate', { name: 'Priya' }),
      link: '/applicant/service#invoices',
      unsubscribe: sampleUnsubscribe('invoice_paid'),
      invoice: {
        id: 3,
        number: 'GH-2026-00007',
        status: 'paid',
        currency: 'USD',
        subtotal: 90,
        taxTotal: 0,
        total: 90,
        issuedAt: '2026-06-15T09:30:00Z',
        dueOn: '2026-06-29',
        lines: [{ feeCode: 'translation', description: 'Document translation', quantity: 3, unitAmount: 30, taxAmount: 0, netAmount: 90 }],
      },
      payment: { method: 'bank_transfer', paidOn: '2026-06-20', paidAt: null, reference: 'TRF-8841' },
      voidReason: null,
    },
    cancelled: {
      recipient: sampleRecipient('candidate', { name: 'Priya' }),
      link: '/applicant/service#invoices',
      unsubscribe: sampleUnsubscribe('invoice_paid'),
      invoice: {
        id: 4,
        number: 'GH-2026-00008',
        status: 'void',
        currency: 'USD',
        subtotal: 100,
        taxTotal: 0,
        total: 100,
        issuedAt: '2026-06-16T09:30:00Z',
        dueOn: '2026-06-30',
        lines: [{ feeCode: 'credential_evaluation', description: 'Credential evaluation', quantity: 1, unitAmount: 100, taxAmount: 0, netAmount: 100 }],
      },
      payment: null,
      voidReason: 'Ordered by mistake.',
    },
  },
});

export const invoiceEmails = [invoiceIssued, invoicePaid];
