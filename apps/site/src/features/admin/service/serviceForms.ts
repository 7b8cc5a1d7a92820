import {
  countryBySlug,
  serviceValidationMessages,
  type BillingDetails,
  type FeeAppliesWhen,
  type FeeJurisdiction,
  type FeeJurisdictionInput,
  type ServiceFee,
} from '@globalhire/data';
import { serviceAdminMessages as m } from './serviceAdminMessages';
import { isoDay } from './serviceLabels';

// The fees page's three forms as typed (strings kept as typed, so nothing is lost on an error),
// each checked against the database's own limits before it is sent.

type Errors = Record<string, string>;
type Checked<T> = { errors: Errors; values?: undefined } | { errors: null; values: T };

const checked = <T>(errors: Errors, values: () => T): Checked<T> =>
  Object.keys(errors).length ? { errors } : { errors: null, values: values() };

/** A decimal typed with optional thousands commas and at most two decimals; null when it is not one. */
export function parseDecimal(text: string): number | null {
  const plain = text.trim().replace(/,(?=\d{3}\b)/g, '');
  return /^\d{1,10}(\.\d{1,2})?$/.test(plain) ? Number(plain) : null;
}

// ---- a fee ----------------------------------------------------------------------------------

export type FeeForm = {
  label: string;
  description: string;
  amount: string;
  currency: string;
  tax_rate: string;
  active: boolean;
};

export const feeFormOf = (fee: ServiceFee): FeeForm => ({
  label: fee.label,
  description: fee.description,
  amount: String(fee.amount),
  currency: fee.currency,
  tax_rate: String(fee.tax_rate),
  active: fee.active,
});

export type FeeChanges = Pick<
  ServiceFee,
  'label' | 'description' | 'amount' | 'currency' | 'tax_rate' | 'active'
>;

export function checkFee(form: FeeForm): Checked<FeeChanges> {
  const errors: Errors = {};
  const amount = parseDecimal(form.amount);
  const taxRate = parseDecimal(form.tax_rate);
  if (!form.label.trim() || form.label.trim().length > 100) errors.label = m.label;
  if (form.description.trim().length > 1000) errors.description = m.description;
  if (amount === null) errors.amount = serviceValidationMessages.amount;
  if (!/^[A-Z]{3}$/.test(form.currency)) errors.currency = m.currency;
  if (taxRate === null || taxRate > 100) errors.tax_rate = m.taxRate;
  return checked(errors, () => ({
    label: form.label.trim(),
    description: form.description.trim(),
    amount: amount!,
    currency: form.currency,
    tax_rate: taxRate!,
    active: form.active,
  }));
}

// ---- a restricted jurisdiction ----------------------------------------------------------------

export interface JurisdictionForm {
  country: string;
  region: string;
  name: string;
  applies_when: FeeAppliesWhen | '';
  summary: string;
  sources: { title: string; url: string }[];
  reviewed_on: string;
}

export const jurisdictionFormOf = (rule: FeeJurisdiction | null): JurisdictionForm => ({
  country: rule?.country ?? '',
  region: rule?.region ?? '',
  name: rule?.name ?? '',
  applies_when: rule?.applies_when ?? '',
  summary: rule?.summary ?? '',
  sources: rule?.sources.map((source) => ({ ...source })) ?? [{ title: '', url: '' }],
  reviewed_on: rule?.reviewed_on ?? '',
});

const isWebAddress = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Errors are keyed by field, a source's by `sources.<index>.title` and `sources.<index>.url`. */
export function checkJurisdiction(
  form: JurisdictionForm,
  today: Date,
): Checked<FeeJurisdictionInput> {
  const errors: Errors = {};
  const region = form.region.trim().toUpperCase();
  if (!countryBySlug(form.country)) errors.country = m.country;
  if (region && !/^[A-Z]{2,3}$/.test(region)) errors.region = m.region;
  if (!form.name.trim() || form.name.trim().length > 100) errors.name = m.name;
  if (!form.applies_when) errors.applies_when = m.appliesWhen;
  if (!form.summary.trim() || form.summary.trim().length > 1000) errors.summary = m.summary;
  form.sources.forEach((source, index) => {
    if (!source.title.trim()) errors[`sources.${index}.title`] = m.sourceTitle;
    if (!isWebAddress(source.url.trim())) errors[`sources.${index}.url`] = m.sourceUrl;
  });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.reviewed_on) || form.reviewed_on > isoDay(today))
    errors.reviewed_on = m.reviewedOn;
  return checked(errors, () => ({
    country: form.country,
    region: region || null,
    name: form.name.trim(),
    applies_when: form.applies_when as FeeAppliesWhen,
    summary: form.summary.trim(),
    sources: form.sources.map((source) => ({ title: source.title.trim(), url: source.url.trim() })),
    reviewed_on: form.reviewed_on,
  }));
}

// ---- the billing details ----------------------------------------------------------------------

export type BillingForm = {
  seller_name: string;
  seller_address: string;
  tax_id: string;
  bank_account_name: string;
  bank_iban: string;
  bank_bic: string;
  payment_terms_days: string;
};

export const billingFormOf = (details: BillingDetails | null): BillingForm => ({
  seller_name: details?.seller_name ?? '',
  seller_address: details?.seller_address ?? '',
  tax_id: details?.tax_id ?? '',
  bank_account_name: details?.bank_account_name ?? '',
  bank_iban: details?.bank_iban ?? '',
  bank_bic: details?.bank_bic ?? '',
  payment_terms_days: String(details?.payment_terms_days ?? 14),
});

export type BillingValues = Omit<BillingDetails, 'id' | 'updated_at'>;

const optional = (text: string) => text.trim() || null;
const compact = (text: string) => text.replace(/\s/g, '').toUpperCase();

export function checkBilling(form: BillingForm): Checked<BillingValues> {
  const errors: Errors = {};
  const iban = compact(form.bank_iban);
  const bic = compact(form.bank_bic);
  const terms = form.payment_terms_days.trim();
  if (!form.seller_name.trim() || form.seller_name.trim().length > 200)
    errors.seller_name = m.sellerName;
  if (form.seller_address.trim().length > 500) errors.seller_address = m.sellerAddress;
  if (form.tax_id.trim().length > 50) errors.tax_id = m.taxId;
  if (form.bank_account_name.trim().length > 200) errors.bank_account_name = m.accountName;
  if (iban && !/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) errors.bank_iban = m.iban;
  if (bic && !/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) errors.bank_bic = m.bic;
  if (!/^\d{1,3}$/.test(terms) || Number(terms) > 120) errors.payment_terms_days = m.paymentTerms;
  return checked(errors, () => ({
    seller_name: form.seller_name.trim(),
    seller_address: form.seller_address.trim(),
    tax_id: optional(form.tax_id),
    bank_account_name: optional(form.bank_account_name),
    bank_iban: iban || null,
    bank_bic: bic || null,
    payment_terms_days: Number(terms),
  }));
}
