import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { BillingDetails, Invoice } from './types';

// An invoice as a PDF: seller, buyer, number and dates, line items with tax, totals and how to pay.
// Built from the invoice record alone (its seller and buyer are copied onto it when issued), so
// a PDF made later shows what was invoiced. The standard fonts only encode Western European
// text: other characters are replaced rather than failing the download.

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

function money(amount: number | string, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(Number(amount));
}

function date(value: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(value),
  );
}

/** Text the standard fonts can draw: unencodable characters become '?'. */
export function pdfSafeText(text: string, font: PDFFont): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

class Writer {
  y = A4[1] - MARGIN;
  constructor(
    private page: PDFPage,
    private font: PDFFont,
    private bold: PDFFont,
  ) {}

  text(value: string, options: { x?: number; size?: number; bold?: boolean; right?: boolean; grey?: boolean } = {}) {
    const font = options.bold ? this.bold : this.font;
    const size = options.size ?? 10;
    const safe = pdfSafeText(value, font);
    const x = options.right ? A4[0] - MARGIN - font.widthOfTextAtSize(safe, size) : (options.x ?? MARGIN);
    this.page.drawText(safe, { x, y: this.y, size, font, color: options.grey ? rgb(0.35, 0.35, 0.4) : rgb(0.1, 0.1, 0.15) });
  }

  line(gap = 14) {
    this.y -= gap;
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 4 },
      end: { x: A4[0] - MARGIN, y: this.y + 4 },
      thickness: 0.5,
      color: rgb(0.75, 0.75, 0.8),
    });
    this.line(10);
  }
}

/** The invoice's PDF bytes. */
export async function invoicePdf(invoice: Invoice, billing: BillingDetails | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.number}`);
  doc.setAuthor(invoice.seller_name);
  doc.setCreationDate(new Date(invoice.issued_at));
  const page = doc.addPage(A4);
  const w = new Writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.text(invoice.seller_name, { size: 16, bold: true });
  w.text(invoice.status === 'void' ? 'INVOICE (VOID)' : 'INVOICE', { size: 16, bold: true, right: true });
  w.line(18);
  for (const part of invoice.seller_address.split(/,\s*|\n/).filter(Boolean)) {
    w.text(part, { grey: true });
    w.line(12);
  }
  if (invoice.seller_tax_id) {
    w.text(`Tax ID: ${invoice.seller_tax_id}`, { grey: true });
    w.line(12);
  }
  w.line(12);
  w.text('Bill to', { bold: true });
  w.text(`Invoice number: ${invoice.number}`, { right: true });
  w.line();
  w.text(invoice.bill_to_name);
  w.text(`Issued: ${date(invoice.issued_at)}`, { right: true });
  w.line();
  if (invoice.bill_to_email) w.text(invoice.bill_to_email, { grey: true });
  w.text(`Due: ${date(invoice.due_on)}`, { right: true });
  w.line();
  if (invoice.bill_to_address) {
    w.text(invoice.bill_to_address, { grey: true });
    w.line();
  }
  w.line(18);

  w.text('Description', { bold: true });
  w.text('Qty', { bold: true, x: 330 });
  w.text('Unit', { bold: true, x: 370 });
  w.text('Tax', { bold: true, x: 440 });
  w.text('Amount', { bold: true, right: true });
  w.line(8);
  w.rule();
  for (const line of invoice.lines) {
    w.text(line.description.length > 55 ? `${line.description.slice(0, 54)}…` : line.description);
    w.text(String(Number(line.quantity)), { x: 330 });
    w.text(money(line.unit_amount, invoice.currency), { x: 370 });
    w.text(`${Number(line.tax_rate)}%`, { x: 440 });
    w.text(money(line.net_amount, invoice.currency), { right: true });
    w.line();
  }
  w.rule();
  w.text('Subtotal', { x: 370 });
  w.text(money(invoice.subtotal, invoice.currency), { right: true });
  w.line();
  w.text('Tax', { x: 370 });
  w.text(money(invoice.tax_total, invoice.currency), { right: true });
  w.line();
  w.text('Total', { x: 370, bold: true });
  w.text(money(invoice.total, invoice.currency), { right: true, bold: true });
  w.line(30);

  if (invoice.status === 'paid' && invoice.paid_at) {
    w.text(`Paid on ${date(invoice.paid_at)}${invoice.payment_reference ? ` (reference ${invoice.payment_reference})` : ''}. Thank you.`, { bold: true });
  } else if (invoice.status === 'void') {
    w.text(`This invoice is void: ${invoice.void_reason ?? ''}`, { bold: true });
  } else {
    w.text('How to pay', { bold: true });
    w.line();
    w.text(`Bank transfer quoting ${invoice.number}.`);
    w.line();
    if (billing?.bank_iban) {
      w.text(`Account: ${billing.bank_account_name ?? invoice.seller_name}`);
      w.line();
      w.text(`IBAN: ${billing.bank_iban}${billing.bank_bic ? `   BIC: ${billing.bank_bic}` : ''}`);
    } else {
      w.text('Contact us for our bank details.');
    }
  }
  return doc.save();
}
