import {
  canadianProvinces,
  countryLabel,
  siteNumberLocale,
  type DestinationQuote,
  type FeeRestriction,
  type FeeTrigger,
  type PlaceQuote,
  type QuotedFee,
  type ServiceCharge,
} from '@globalhire/data';

// What a candidate owes, in words: the fee quote per destination as lines to read, and what
// approving one proposed job would invoice. Pure, so the words are tested without a page.

/** An amount as fees are written: whole amounts without cents ('$150'), others with ('$29.50'). */
export function feeMoney(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(siteNumberLocale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** An invoice's amounts always show cents ('$150.00'). */
export function invoiceMoney(amount: number | string, currency: string): string {
  return new Intl.NumberFormat(siteNumberLocale, { style: 'currency', currency }).format(
    Number(amount),
  );
}

const unitWords: Record<string, string> = { once: '', page: 'per page', country: 'per country' };

/** 'From $30 per page', '$50 per country', '$150'. */
export function feePrice(
  fee: Pick<QuotedFee, 'amount' | 'currency' | 'unit' | 'amountIsFrom'>,
): string {
  const unit = unitWords[fee.unit] ?? `per ${fee.unit}`;
  return [
    fee.amountIsFrom
      ? `From ${feeMoney(fee.amount, fee.currency)}`
      : feeMoney(fee.amount, fee.currency),
    unit,
  ]
    .filter(Boolean)
    .join(' ');
}

/** When a fee is invoiced, as the schedule's trigger says. */
export const whenCharged: Record<FeeTrigger, string> = {
  first_approved_proposal: 'Once, when you approve the first job your recruiter proposes',
  offer_and_visa_approved: 'Only when you are hired and your visa is approved',
  ordered: 'Only if you order it',
};

/** One fee as the candidate reads it: its price here, or "No fee" where a rule stops it. */
export interface OweLine {
  code: string;
  label: string;
  price: string;
  when: string;
  charged: boolean;
}

export interface PlaceSummary {
  /** 'canada', or 'canada/ON' for a province with its own rule. */
  key: string;
  /** 'Canada'; 'Jobs in Ontario, Canada' for a province. */
  name: string;
  lines: OweLine[];
  restriction: FeeRestriction | null;
}

export interface QuoteSummary {
  /** Each destination, then its provinces that have their own rule. */
  places: PlaceSummary[];
  /** The extras a candidate may order (the same everywhere they are charged). */
  extras: OweLine[];
}

export const regionName = (country: string, region: string) =>
  (country === 'canada' ? canadianProvinces.find((p) => p.value === region)?.label : undefined) ??
  region;

const lineOf = (fee: QuotedFee): OweLine => ({
  code: fee.code,
  label: fee.label,
  price: fee.charged ? feePrice(fee) : 'No fee',
  when: whenCharged[fee.chargedOn],
  charged: fee.charged,
});

/** A place's lines: the fees for finding work, and any extra a rule stops there. */
const placeLines = (place: PlaceQuote) =>
  place.fees.filter((fee) => fee.chargedOn !== 'ordered' || !fee.charged).map(lineOf);

/** The quote as lines per place, and the extras once. */
export function summariseQuote(quotes: readonly DestinationQuote[]): QuoteSummary {
  const places: PlaceSummary[] = [];
  const extras = new Map<string, OweLine>();
  for (const destination of quotes) {
    places.push({
      key: destination.destination,
      name: countryLabel(destination.destination),
      lines: placeLines(destination),
      restriction: destination.restriction,
    });
    for (const region of destination.regions) {
      places.push({
        key: `${destination.destination}/${region.region}`,
        name: `Jobs in ${regionName(destination.destination, region.region)}, ${countryLabel(destination.destination)}`,
        lines: placeLines(region),
        restriction: region.restriction,
      });
    }
    for (const fee of destination.fees) {
      if (fee.chargedOn === 'ordered' && fee.charged && !extras.has(fee.code))
        extras.set(fee.code, lineOf(fee));
    }
  }
  return { places, extras: [...extras.values()] };
}

/** The quote of a job's place: its province's when that has its own rule, else its country's. */
export function quoteForPlace(
  quotes: readonly DestinationQuote[],
  country: string,
  region: string | null,
): PlaceQuote | null {
  const destination = quotes.find((q) => q.destination === country);
  if (!destination) return null;
  return destination.regions.find((r) => r.region === region) ?? destination;
}

/**
 * What approving a proposed job means for the candidate's fees, in sentences: what approving
 * invoices now (a fee charged once is not charged again) and what a placement would.
 */
export function approvalFees(
  place: PlaceQuote | null,
  charges: readonly ServiceCharge[],
): string[] {
  if (!place) return [];
  const why = place.restriction ? ` (${place.restriction.name})` : '';
  const sentences: string[] = [];
  for (const fee of place.fees) {
    const label = fee.label.toLowerCase();
    if (fee.chargedOn === 'first_approved_proposal') {
      if (charges.some((c) => c.fee_code === fee.code && c.status === 'invoiced')) {
        sentences.push(`Approving adds no ${label}: yours is already invoiced.`);
      } else if (!fee.charged) {
        sentences.push(`No ${label} for this job${why}.`);
      } else {
        sentences.push(`Approving your first job invoices the ${label} of ${feePrice(fee)}, once.`);
      }
    } else if (fee.chargedOn === 'offer_and_visa_approved') {
      sentences.push(
        fee.charged
          ? `If you are hired and your visa is approved, the ${label} is ${feePrice(fee)}.`
          : `No ${label} for this job${why}.`,
      );
    }
  }
  return sentences;
}
