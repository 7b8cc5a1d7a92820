import { renderInvoicePdf, type BillingDetails, type Invoice } from '@globalhire/data';
import { saveFile } from '../files/saveFile';

/** Builds the invoice's PDF in the browser and hands it over as `<number>.pdf`. */
export async function downloadInvoice(invoice: Invoice, billing: BillingDetails | null) {
  const bytes = await renderInvoicePdf(invoice, billing);
  saveFile(new Blob([bytes as BlobPart], { type: 'application/pdf' }), `${invoice.number}.pdf`);
}
