import type { GlobalHireClient } from '../client';
import type { Database } from '../database.types';
import { fail, ok, type Result } from '../result';
import type { FeeTrigger, LegalSource } from './types';

type QuoteRow = Database['public']['Functions']['service_fee_quote']['Returns'][number];

export interface QuotedFee {
  code: string;
  label: string;
  description: string;
  amount: number;
  currency: string;
  /** 'once', 'page' or 'country' */
  unit: string;
  /** The amount is the lowest price ("from USD 30"). */
  amountIsFrom: boolean;
  chargedOn: FeeTrigger;
  /** Whether the candidate would be charged this fee; false where the law restricts it. */
  charged: boolean;
}

export interface FeeRestriction {
  name: string;
  summary: string;
  sources: LegalSource[];
}

export interface PlaceQuote {
  fees: QuotedFee[];
  /** The rule that stops the work-finding fees here, if one does. */
  restriction: FeeRestriction | null;
}

/** What a candidate would owe for jobs in one destination, and in each of its restricted provinces. */
export interface DestinationQuote extends PlaceQuote {
  destination: string;
  regions: (PlaceQuote & { region: string })[];
}

/** Groups the quote's rows (one per place and fee) by destination, then province. */
export function groupFeeQuote(rows: readonly QuoteRow[]): DestinationQuote[] {
  const destinations = new Map<string, DestinationQuote>();
  for (const row of rows) {
    let destination = destinations.get(row.destination);
    if (!destination) {
      destination = { destination: row.destination, fees: [], restriction: null, regions: [] };
      destinations.set(row.destination, destination);
    }
    let place: PlaceQuote = destination;
    if (row.region) {
      let region = destination.regions.find((r) => r.region === row.region);
      if (!region) {
        region = { region: row.region, fees: [], restriction: null };
        destination.regions.push(region);
      }
      place = region;
    }
    place.fees.push({
      code: row.fee_code,
      label: row.label,
      description: row.description,
      amount: Number(row.amount),
      currency: row.currency,
      unit: row.unit,
      amountIsFrom: row.amount_is_from,
      chargedOn: row.charged_on,
      charged: row.charged,
    });
    if (!row.charged && row.jurisdiction_name && !place.restriction) {
      place.restriction = {
        name: row.jurisdiction_name,
        summary: row.jurisdiction_summary,
        sources: Array.isArray(row.sources) ? (row.sources as unknown as LegalSource[]) : [],
      };
    }
  }
  return [...destinations.values()];
}

/**
 * What the signed-in candidate (or a visitor, by destination alone) would owe for jobs in each
 * destination, from the admin-kept schedule and restrictions.
 */
export async function getFeeQuote(
  client: GlobalHireClient,
  destinations: readonly string[],
): Promise<Result<DestinationQuote[]>> {
  if (destinations.length === 0) return ok([]);
  const { data, error, status } = await client.rpc('service_fee_quote', { destinations: [...destinations] });
  return error ? fail(error, status) : ok(groupFeeQuote(data ?? []));
}
