import { renderInvoicePdf, type BillingDetails, type Invoice } from '@globalhire/data';

/** Builds the invoice's PDF in the browser and hands it over as `<number>.pdf`. */
export async function downloadInvoice(invoice: Invoice, billing: BillingDetails | null) {
  const bytes = await renderInvoicePdf(invoice, billing);
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the file before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
