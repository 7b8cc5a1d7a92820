import { Badge, Text, type DataTableColumn } from '@globalhire/ui';
import { formatDate, type Invoice } from '@globalhire/data';
import { PersonCell } from '../PersonCell';
import {
  daysOverdue,
  formatInvoiceAmount,
  invoiceFilterLabels,
  invoiceStatusTones,
  shownStatus,
} from './serviceLabels';
import * as styles from '../visa/visaCatalogue.css';
import * as local from './service.css';

/** What an invoice is for: its lines' descriptions. */
const linesOf = (invoice: Invoice) => invoice.lines.map((line) => line.description).join('; ');

/** Under the status: when and how it was paid, why it is void, or how late it is. */
function statusNote(invoice: Invoice, today: Date): string | null {
  if (invoice.status === 'paid' && invoice.paid_at) {
    const reference = invoice.payment_reference ?? invoice.provider_reference;
    return `Paid ${formatDate(invoice.paid_at)}${reference ? ` · Ref. ${reference}` : ''}`;
  }
  if (invoice.status === 'void') return invoice.void_reason;
  const late = daysOverdue(invoice, today);
  if (late > 0) return late === 1 ? '1 day late' : `${late} days late`;
  return null;
}

/** The invoice list's columns; overdue is judged on `today`. */
export function invoiceColumns(today: Date): DataTableColumn<Invoice>[] {
  return [
    {
      key: 'number',
      header: 'Invoice',
      cell: (row) => (
        <div className={styles.cellLines}>
          <Text size="small" weight="semibold" className={local.oneLine}>
            {row.number}
          </Text>
          <Text size="small" tone="muted">
            {linesOf(row)}
          </Text>
        </div>
      ),
    },
    {
      key: 'bill_to_name',
      header: 'Candidate',
      cell: (row) => <PersonCell name={row.bill_to_name} email={row.bill_to_email} />,
    },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      nowrap: true,
      cell: (row) => formatInvoiceAmount(row.total, row.currency),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => {
        const status = shownStatus(row, today);
        const note = statusNote(row, today);
        return (
          <div className={`${styles.cellLines} ${local.wideLines}`}>
            <Badge tone={invoiceStatusTones[status]}>{invoiceFilterLabels[status]}</Badge>
            {note ? (
              <Text size="small" tone="muted">
                {note}
              </Text>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'due_on',
      header: 'Dates',
      nowrap: true,
      cell: (row) => (
        <div className={styles.cellLines}>
          <Text size="small">{`Due ${formatDate(row.due_on)}`}</Text>
          <Text size="small" tone="muted">
            {`Issued ${formatDate(row.issued_at)}`}
          </Text>
        </div>
      ),
    },
  ];
}
