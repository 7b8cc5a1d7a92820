import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban, Download, HandCoins } from 'lucide-react';
import { Button, DataTable, toast } from '@globalhire/ui';
import { recordInvoicePayment, voidInvoice, type Invoice } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { RetryButton } from '../../features/admin/RetryButton';
import { RowActionButton } from '../../features/admin/RowActionButton';
import { adminMessages } from '../../features/admin/adminMessages';
import { useMarkAdminStale } from '../../features/admin/adminQueries';
import { isNarrowed } from '../../features/admin/listParams';
import { optionsOf } from '../../features/admin/labels';
import { useListState } from '../../features/admin/useListState';
import { RecordPaymentDialog } from '../../features/admin/service/RecordPaymentDialog';
import { VoidInvoiceDialog } from '../../features/admin/service/VoidInvoiceDialog';
import { downloadInvoice } from '../../features/service/downloadInvoice';
import { invoiceColumns } from '../../features/admin/service/invoiceColumns';
import * as local from '../../features/admin/service/service.css';
import { serviceAdminNotices } from '../../features/admin/service/serviceAdminMessages';
import {
  invoiceFilterLabels,
  invoiceFilters,
  isOverdue,
  type InvoiceFilter,
} from '../../features/admin/service/serviceLabels';
import {
  serviceAdminKeys,
  useBillingDetails,
  useInvoices,
} from '../../features/admin/service/serviceQueries';

const downloadId = (invoice: Pick<Invoice, 'id'>) => `invoice-${invoice.id}-download`;
/** After a payment or a void the row's button is gone: focus goes to its Download PDF. */
const focusRowOf = (invoice: Invoice | null) => () =>
  invoice ? document.getElementById(downloadId(invoice)) : null;

/**
 * /admin/invoices: every invoice the managed service issued, newest first, overdue ones marked.
 * An admin downloads an invoice's PDF, records a bank transfer when it arrives, or voids an
 * invoice issued by mistake, saying why.
 */
export default function AdminInvoicesPage() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const list = useListState({ filters: { status: invoiceFilters } });
  const filter = (list.filters.status || undefined) as InvoiceFilter | undefined;
  // Overdue invoices are issued ones past their due date: read the issued ones.
  const invoices = useInvoices(filter === 'overdue' ? 'issued' : filter);
  const billing = useBillingDetails();
  const [today] = useState(() => new Date());
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  // The invoice the last dialog was for, to place focus once it has closed.
  const [lastOpened, setLastOpened] = useState<Invoice | null>(null);

  const saved = (invoice: Invoice) => {
    queryClient.setQueriesData<Invoice[]>({ queryKey: serviceAdminKeys.invoices }, (rows) =>
      rows?.map((row) => (row.id === invoice.id ? invoice : row)),
    );
    markStale();
  };
  const pay = useMutation({
    mutationFn: async (input: { invoice: Invoice; paidOn: string; reference: string }) =>
      unwrap(await recordInvoicePayment(client, input.invoice.id, input)),
    onSuccess: (invoice) => {
      saved(invoice);
      setPaying(null);
      toast({ ...serviceAdminNotices.paymentRecorded(invoice.number), tone: 'positive' });
    },
  });
  const cancel = useMutation({
    mutationFn: async (input: { invoice: Invoice; reason: string }) =>
      unwrap(await voidInvoice(client, input.invoice.id, input.reason)),
    onSuccess: (invoice) => {
      saved(invoice);
      setVoiding(null);
      toast({ ...serviceAdminNotices.invoiceVoided(invoice.number), tone: 'positive' });
    },
  });
  const download = useMutation({
    mutationFn: async (invoice: Invoice) => {
      await downloadInvoice(invoice, billing.data ?? null);
      return invoice;
    },
    onSuccess: (invoice) =>
      toast({ ...serviceAdminNotices.invoiceDownloaded(invoice.number), tone: 'positive' }),
    onError: (error) =>
      toast({ title: adminMessages.actionFailed, description: error.message, tone: 'critical' }),
  });

  const rows = (invoices.data ?? []).filter((row) => filter !== 'overdue' || isOverdue(row, today));
  const narrowed = isNarrowed(list);

  return (
    <AdminPage
      title="Invoices"
      intro="Every invoice of the managed service, newest first. Record a bank transfer when it arrives; void an invoice issued by mistake."
    >
      <DataTable<Invoice>
        caption="Invoices"
        columns={invoiceColumns(today)}
        rows={rows}
        getRowId={(row) => String(row.id)}
        loading={invoices.isPending}
        error={invoices.isError ? invoices.error.message : undefined}
        errorTitle="The invoices could not be loaded."
        errorAction={<RetryButton query={invoices} />}
        emptyTitle={narrowed ? 'No invoices match this filter.' : 'No invoices yet.'}
        emptyDescription={
          narrowed
            ? undefined
            : 'Invoices are issued when a fee falls due: a first approved proposal, a hire with a visa, or an order.'
        }
        emptyAction={
          narrowed ? (
            <Button size="small" variant="soft" onClick={() => list.clear()}>
              Clear filters
            </Button>
          ) : undefined
        }
        aria-busy={invoices.isFetching || undefined}
        toolbar={
          <ListToolbar
            filters={[
              {
                name: 'status',
                label: 'Status',
                options: optionsOf('All invoices', invoiceFilterLabels),
                value: list.filters.status ?? '',
                onChange: (value) => list.setFilter('status', value),
              },
            ]}
          />
        }
        rowActions={{
          header: 'Actions',
          cell: (row) => (
            <div className={local.actionStack}>
              <RowActionButton
                id={downloadId(row)}
                tone="neutral"
                icon={<Download aria-hidden />}
                aria-label={`Download PDF: ${row.number}`}
                loading={download.isPending && download.variables?.id === row.id}
                loadingLabel="Preparing..."
                onClick={() => download.mutate(row)}
              >
                Download PDF
              </RowActionButton>
              {row.status === 'issued' ? (
                <>
                  <RowActionButton
                    tone="positive"
                    icon={<HandCoins aria-hidden />}
                    aria-label={`Record payment: ${row.number}`}
                    onClick={() => {
                      pay.reset();
                      setLastOpened(row);
                      setPaying(row);
                    }}
                  >
                    Record payment
                  </RowActionButton>
                  <RowActionButton
                    tone="critical"
                    icon={<Ban aria-hidden />}
                    aria-label={`Void ${row.number}`}
                    onClick={() => {
                      cancel.reset();
                      setLastOpened(row);
                      setVoiding(row);
                    }}
                  >
                    Void
                  </RowActionButton>
                </>
              ) : null}
            </div>
          ),
        }}
      />
      <RecordPaymentDialog
        invoice={paying}
        saving={pay.isPending}
        error={pay.isError ? pay.error.message : null}
        onConfirm={(payment) => paying && pay.mutate({ invoice: paying, ...payment })}
        onClose={() => setPaying(null)}
        focusAfterClose={focusRowOf(lastOpened)}
      />
      <VoidInvoiceDialog
        invoice={voiding}
        saving={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onConfirm={(reason) => voiding && cancel.mutate({ invoice: voiding, reason })}
        onClose={() => setVoiding(null)}
        focusAfterClose={focusRowOf(lastOpened)}
      />
    </AdminPage>
  );
}
