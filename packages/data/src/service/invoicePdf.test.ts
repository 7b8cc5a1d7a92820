import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { invoicePdf, pdfSafeText } from './invoicePdf';
import type { Invoice } from './types';

const invoice: Invoice = {
  id: 7,
  number: 'GH-2026-00007',
  candidate_id: 'c1',
  status: 'issued',
  currency: 'USD',
  subtotal: 150,
  tax_total: 0,
  total: 150,
  seller_name: 'GlobalHire Recruitment',
  seller_address: '1 Example Street, London',
  seller_tax_id: null,
  bill_to_name: 'Priya Sharma',
  bill_to_email: 'candidate@globalhire.local',
  bill_to_address: null,
  bill_to_country: 'india',
  issued_at: '2026-12-05T10:00:00Z',
  due_on: '2026-12-19',
  paid_at: null,
  payment_method: null,
  payment_reference: null,
  provider: null,
  provider_reference: null,
  recorded_by: null,
  void_reason: null,
  created_at: '2026-12-05T10:00:00Z',
  updated_at: '2026-12-05T10:00:00Z',
  lines: [
    { id: 1, invoice_id: 7, fee_code: 'registration', description: 'Registration fee', quantity: 1, unit_amount: 150, tax_rate: 0, tax_amount: 0, net_amount: 150 },
  ],
};

describe('invoicePdf', () => {
  it('makes a one-page PDF titled with the invoice number', async () => {
    const bytes = await invoicePdf(invoice, null);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const read = await PDFDocument.load(bytes);
    expect(read.getPageCount()).toBe(1);
    expect(read.getTitle()).toBe('Invoice GH-2026-00007');
  });

  it('draws names the standard fonts cannot encode instead of failing', async () => {
    const bytes = await invoicePdf({ ...invoice, bill_to_name: '陈伟 Chen Wei' }, null);
    expect(bytes.length).toBeGreaterThan(500);
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    expect(pdfSafeText('陈伟 Chen Wei — café', font)).toBe('?? Chen Wei — café');
  });
});
