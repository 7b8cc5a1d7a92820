import type { BillingDetails, Invoice } from './types';

/**
 * How a candidate pays an invoice. Locally and by default that is a bank transfer the candidate
 * makes and an admin records; production may add a provider that takes the payment itself (Stripe
 * Checkout: see docs/deploying.md), whose webhook calls `record_provider_payment`.
 */
export type PaymentStep =
  | {
      kind: 'bank_transfer';
      amount: number;
      currency: string;
      /** The invoice number: the transfer's reference. */
      reference: string;
      accountName: string | null;
      iban: string | null;
      bic: string | null;
    }
  | { kind: 'redirect'; url: string };

export interface PaymentProvider {
  id: string;
  /** What the pay button says. */
  label: string;
  /** The provider takes the payment on its own page (a card checkout); false for a bank transfer. */
  takesPayment: boolean;
  start(invoice: Invoice, billing: BillingDetails | null): Promise<PaymentStep>;
}

/** Pay by bank transfer, quoting the invoice number; an admin records it when it arrives. */
export const bankTransferProvider: PaymentProvider = {
  id: 'bank_transfer',
  label: 'Pay by bank transfer',
  takesPayment: false,
  async start(invoice, billing) {
    return {
      kind: 'bank_transfer',
      amount: Number(invoice.total),
      currency: invoice.currency,
      reference: invoice.number,
      accountName: billing?.bank_account_name ?? null,
      iban: billing?.bank_iban ?? null,
      bic: billing?.bank_bic ?? null,
    };
  },
};

/**
 * A provider whose checkout page takes the payment: `createCheckout` asks the server (an Edge
 * Function holding the provider's secret key) for the page's address.
 */
export function checkoutProvider(options: {
  id: string;
  label: string;
  createCheckout: (invoiceId: number) => Promise<{ url: string }>;
}): PaymentProvider {
  return {
    id: options.id,
    label: options.label,
    takesPayment: true,
    async start(invoice) {
      const { url } = await options.createCheckout(invoice.id);
      return { kind: 'redirect', url };
    },
  };
}
