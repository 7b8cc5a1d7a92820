import { fees, formatDate, formatNumber } from '@globalhire/data';

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** The anchor of the section, e.g. 'eligibility' (linked from the table of contents). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** For search results and link previews. */
  description: string;
  effective: { iso: string; text: string };
  intro: string;
  sections: readonly LegalSection[];
}

/** Terms, privacy and cookie policies all take effect on the same day (spec §2). */
export const legalEffectiveDate = { iso: '2025-01-01', text: formatDate('2025-01-01') } as const;

/** An amount of the fees constants as legal text writes it, e.g. 'USD 10,000'. */
export const usd = (amount: number) => `${fees.currency} ${formatNumber(amount)}`;

export const supportEmail = 'support@globalhire.com';
