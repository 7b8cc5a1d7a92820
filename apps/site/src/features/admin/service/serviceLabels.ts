import type { Tone } from '@globalhire/ui';
import {
  countryLabel,
  formatNumber,
  type EnrolmentStatus,
  type FeeAppliesWhen,
  type FeeTrigger,
  type Invoice,
  type ServiceFee,
} from '@globalhire/data';

// The words the managed service's admin screens use, and the small rules they show (overdue,
// a fee's price), kept apart from the screens so they are tested on their own.

export const enrolmentStatusLabels: Record<EnrolmentStatus, string> = {
  active: 'Active',
  withdrawn: 'Withdrawn',
};

export const enrolmentStatusTones: Record<EnrolmentStatus, Tone> = {
  active: 'positive',
  withdrawn: 'neutral',
};

/** The invoice list's status filter: the stored statuses, and overdue (issued, past its due date). */
export const invoiceFilterLabels = {
  issued: 'Awaiting payment',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
} as const;
export type InvoiceFilter = keyof typeof invoiceFilterLabels;
export const invoiceFilters = Object.keys(invoiceFilterLabels) as InvoiceFilter[];

/** What an invoice's status says in the list: overdue is an issued invoice past its due date. */
export type InvoiceShownStatus = InvoiceFilter;

export const invoiceStatusTones: Record<InvoiceShownStatus, Tone> = {
  issued: 'info',
  overdue: 'critical',
  paid: 'positive',
  void: 'neutral',
};

/** The event that makes a fee due, in words (a fee's trigger is fixed: admins read it only). */
export const feeTriggerLabels: Record<FeeTrigger, string> = {
  first_approved_proposal: 'When the first proposal is approved',
  offer_and_visa_approved: 'When a confirmed offer and an approved visa both exist',
  ordered: 'When ordered',
};

/** When a restriction applies, in words. */
export const appliesWhenLabels: Record<FeeAppliesWhen, string> = {
  job_located: 'The job is there',
  candidate_resident: 'The candidate lives there',
  either: 'Either',
};

/** The same, as the jurisdiction dialog's choices explain them. */
export const appliesWhenHints: Record<FeeAppliesWhen, string> = {
  job_located: 'Jobs located there are free of finding-work fees.',
  candidate_resident: 'Candidates living there pay no finding-work fees, wherever the job is.',
  either: 'Both: jobs located there, and candidates living there.',
};

/** 'YYYY-MM-DD' of a moment, in UTC (invoices fall due on calendar days). */
export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Whether an invoice is still unpaid after its due date. */
export const isOverdue = (invoice: Pick<Invoice, 'status' | 'due_on'>, today: Date): boolean =>
  invoice.status === 'issued' && invoice.due_on < isoDay(today);

/** The status an invoice shows: its stored status, or overdue. */
export const shownStatus = (
  invoice: Pick<Invoice, 'status' | 'due_on'>,
  today: Date,
): InvoiceShownStatus => (isOverdue(invoice, today) ? 'overdue' : invoice.status);

/** Whole days an overdue invoice is late (0 when it is not overdue). */
export function daysOverdue(invoice: Pick<Invoice, 'status' | 'due_on'>, today: Date): number {
  if (!isOverdue(invoice, today)) return 0;
  const due = Date.parse(`${invoice.due_on}T00:00:00Z`);
  const day = Date.parse(`${isoDay(today)}T00:00:00Z`);
  return Math.round((day - due) / 86_400_000);
}

/** An amount with its currency and cents, as invoices show it: '$150.00', '€1,250.50'. */
export function formatInvoiceAmount(amount: number | string, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(amount));
}

const unitWords: Record<string, string> = { once: '', page: ' per page', country: ' per country' };

/** A fee's price as the schedule shows it: 'from $30.00 per page', '$150.00'. */
export function feePrice(fee: Pick<ServiceFee, 'amount' | 'currency' | 'unit' | 'amount_is_from'>) {
  const amount = formatInvoiceAmount(fee.amount, fee.currency);
  return `${fee.amount_is_from ? 'From ' : ''}${amount}${unitWords[fee.unit] ?? ''}`;
}

/** A tax rate as a percentage: '0%', '20%', '7.5%'. */
export const formatTaxRate = (rate: number) => `${formatNumber(rate, 2)}%`;

/** A person's name, or what to call them when the account has none. */
export const personName = (
  person: { first_name: string | null; last_name: string | null } | null | undefined,
  fallback = 'Unnamed account',
) => [person?.first_name, person?.last_name].filter(Boolean).join(' ') || fallback;

/** A jurisdiction's place: 'United Kingdom', or 'Canada, province ON'. */
export const placeLabel = (place: { country: string; region: string | null }) =>
  place.region
    ? `${countryLabel(place.country)}, province ${place.region}`
    : countryLabel(place.country);
