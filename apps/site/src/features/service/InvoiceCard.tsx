import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, Download } from 'lucide-react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  toast,
  type Tone,
} from '@globalhire/ui';
import {
  bankTransferProvider,
  formatDate,
  localTimeZone,
  type Invoice,
  type InvoiceStatus,
} from '@globalhire/data';
import { invoiceMoney } from './feeSummary';
import { serviceMessages } from './serviceMessages';
import { useBillingDetailsLoader } from './serviceQueries';
import * as styles from './service.css';
import { downloadInvoice } from './downloadInvoice';

const visitorDate = (value: string) => formatDate(value, { timeZone: localTimeZone() });

export const invoiceLooks: Record<InvoiceStatus, { label: string; tone: Tone }> = {
  issued: { label: 'Issued: to pay', tone: 'caution' },
  paid: { label: 'Paid', tone: 'positive' },
  void: { label: 'Void', tone: 'neutral' },
};

/** How to pay an issued invoice: a bank transfer quoting its number (no card is taken here). */
function HowToPay({ invoice, id }: { invoice: Invoice; id: string }) {
  const loadBilling = useBillingDetailsLoader();
  const step = useQuery({
    queryKey: ['applicant', 'service', 'payment', invoice.id],
    queryFn: async () => bankTransferProvider.start(invoice, await loadBilling()),
  });
  return (
    <Card
      as="section"
      id={id}
      tone="sunken"
      padding="large"
      aria-label={`How to pay invoice ${invoice.number}`}
    >
      <Stack space="medium">
        <Text>
          Pay by bank transfer, and quote the invoice number as the reference. We mark the invoice
          paid when your payment arrives. We do not take card payments on this site.
        </Text>
        {step.isPending ? (
          <Skeleton lines={4} />
        ) : step.isError ? (
          <Alert tone="critical" title="Our bank details could not be loaded.">
            {step.error.message}
          </Alert>
        ) : step.data.kind === 'bank_transfer' ? (
          <>
            <dl className={styles.details}>
              <dt>Amount</dt>
              <dd>{invoiceMoney(step.data.amount, step.data.currency)}</dd>
              <dt>Reference</dt>
              <dd>{step.data.reference}</dd>
              <dt>Account name</dt>
              <dd>{step.data.accountName ?? 'Not given yet'}</dd>
              <dt>IBAN</dt>
              <dd>{step.data.iban ?? 'Not given yet'}</dd>
              <dt>BIC / SWIFT</dt>
              <dd>{step.data.bic ?? 'Not given yet'}</dd>
              <dt>Pay by</dt>
              <dd>{formatDate(invoice.due_on)}</dd>
            </dl>
            {!step.data.iban ? (
              <Text size="small" tone="muted">
                Our bank details are not on file yet. <Link href="/contact">Contact us</Link> and we
                send them to you.
              </Text>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/** One invoice: its number, status, lines and totals, its PDF, and how to pay it. */
export function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const look = invoiceLooks[invoice.status];
  const payId = useId();
  const [paying, setPaying] = useState(false);
  const loadBilling = useBillingDetailsLoader();
  const download = useMutation({
    mutationFn: async () =>
      downloadInvoice(invoice, await loadBilling()),
    onSuccess: () => toast({ ...serviceMessages.pdfReady(invoice.number), tone: 'positive' }),
    onError: (error) =>
      toast({ title: serviceMessages.pdfFailed, description: error.message, tone: 'critical' }),
  });
  const when =
    invoice.status === 'paid' && invoice.paid_at
      ? `Issued ${visitorDate(invoice.issued_at)} · Paid ${formatDate(invoice.paid_at)}`
      : invoice.status === 'void'
        ? `Issued ${visitorDate(invoice.issued_at)} · Cancelled${invoice.void_reason ? `: ${invoice.void_reason}` : ''}`
        : `Issued ${visitorDate(invoice.issued_at)} · Due by ${formatDate(invoice.due_on)}`;
  return (
    <Card as="article" aria-label={`Invoice ${invoice.number}`}>
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="top">
          <Stack space="xsmall">
            <Heading level={4} as="h3">
              Invoice {invoice.number}
            </Heading>
            <Text size="small" tone="muted">
              {when}
            </Text>
          </Stack>
          <Badge tone={look.tone}>{look.label}</Badge>
        </Inline>
        <table className={styles.invoiceTable}>
          <caption>
            <VisuallyHidden>Lines of invoice {invoice.number}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Tax</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.description}</td>
                <td>{Number(line.quantity)}</td>
                <td>{invoiceMoney(line.unit_amount, invoice.currency)}</td>
                <td>{invoiceMoney(line.tax_amount, invoice.currency)}</td>
                <td>{invoiceMoney(line.net_amount, invoice.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {Number(invoice.tax_total) > 0 ? (
              <>
                <tr>
                  <th scope="row" colSpan={4}>
                    Subtotal
                  </th>
                  <td>{invoiceMoney(invoice.subtotal, invoice.currency)}</td>
                </tr>
                <tr>
                  <th scope="row" colSpan={4}>
                    Tax
                  </th>
                  <td>{invoiceMoney(invoice.tax_total, invoice.currency)}</td>
                </tr>
              </>
            ) : null}
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <td>
                <strong>{invoiceMoney(invoice.total, invoice.currency)}</strong>
              </td>
            </tr>
          </tfoot>
        </table>
        <Inline space="small">
          <Button
            variant="outline"
            size="small"
            icon={<Download aria-hidden />}
            loading={download.isPending}
            loadingLabel="Preparing the PDF..."
            aria-label={`Download PDF: invoice ${invoice.number}`}
            onClick={() => download.mutate()}
          >
            Download PDF
          </Button>
          {invoice.status === 'issued' ? (
            <Button
              variant="soft"
              size="small"
              icon={paying ? <ChevronUp aria-hidden /> : <ChevronDown aria-hidden />}
              aria-expanded={paying}
              aria-controls={paying ? payId : undefined}
              aria-label={`How to pay: invoice ${invoice.number}`}
              onClick={() => setPaying((open) => !open)}
            >
              How to pay
            </Button>
          ) : null}
        </Inline>
        {paying ? <HowToPay invoice={invoice} id={payId} /> : null}
      </Stack>
    </Card>
  );
}
