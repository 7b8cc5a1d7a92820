import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { Badge, DataTable, toast, type DataTableColumn } from '@globalhire/ui';
import {
  formatDate,
  getExchangeRates,
  updateExchangeRate,
  type ExchangeRate,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { RetryButton } from '../../features/admin/RetryButton';
import { RowActionButton } from '../../features/admin/RowActionButton';
import { adminKey } from '../../features/admin/adminQueries';
import { adminMessages } from '../../features/admin/adminMessages';
import { RateEditor } from '../../features/admin/rates/RateEditor';
import { formatRate } from '../../features/admin/rates/rateInput';

const ratesKey = [adminKey, 'exchange-rates'];
/** Every rate is units of the currency per US dollar, so the dollar itself is always 1. */
const baseCurrency = 'USD';
const editButtonId = (currency: string) => `edit-rate-${currency}`;

/**
 * /admin/exchange-rates: the dated rates the job search converts salaries with. An admin edits a
 * rate in its row; the database records when it changed (and refuses anyone else).
 */
export default function AdminExchangeRatesPage() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const rates = useQuery({
    queryKey: ratesKey,
    queryFn: async () => unwrap(await getExchangeRates(client)),
  });
  const [editing, setEditing] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: async (input: { currency: string; perUsd: number }) =>
      unwrap(await updateExchangeRate(client, input)),
    onSuccess: async (_, { currency, perUsd }) => {
      await queryClient.invalidateQueries({ queryKey: ratesKey });
      // Searches convert with the new rate from now on.
      void queryClient.invalidateQueries({ queryKey: ['jobs'], refetchType: 'none' });
      setEditing(null);
      toast({
        title: 'Rate saved',
        description: `1 US dollar = ${formatRate(perUsd)} ${currency}; salary searches use it now.`,
        tone: 'positive',
      });
    },
    onError: (error) =>
      toast({ title: adminMessages.actionFailed, description: error.message, tone: 'critical' }),
  });

  // Back from editing (saved or cancelled), focus returns to the row's Edit button once it is
  // enabled again.
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    if (editing) lastEdited.current = editing;
    else if (lastEdited.current && !save.isPending) {
      document.getElementById(editButtonId(lastEdited.current))?.focus();
      lastEdited.current = null;
    }
  }, [editing, save.isPending]);

  const columns: DataTableColumn<ExchangeRate>[] = [
    { key: 'currency', header: 'Currency', nowrap: true, cell: (row) => row.currency },
    {
      key: 'per_usd',
      header: 'Rate (per US dollar)',
      cell: (row) =>
        editing === row.currency ? (
          <RateEditor
            currency={row.currency}
            rate={row.per_usd}
            saving={save.isPending}
            onSave={(perUsd) => save.mutate({ currency: row.currency, perUsd })}
            onCancel={() => setEditing(null)}
          />
        ) : (
          formatRate(row.per_usd)
        ),
    },
    {
      key: 'valid_from',
      header: 'Valid from',
      nowrap: true,
      cell: (row) => formatDate(row.valid_from),
    },
    {
      key: 'updated_at',
      header: 'Last updated',
      nowrap: true,
      cell: (row) => formatDate(row.updated_at),
    },
  ];

  return (
    <AdminPage
      title="Exchange Rates"
      intro="The rates the job search converts salaries with, as units of each currency per US dollar. Edit a rate when it moves; searches use it at once."
    >
      <DataTable<ExchangeRate>
        caption="Exchange rates"
        columns={columns}
        rows={rates.data ?? []}
        getRowId={(row) => row.currency}
        loading={rates.isPending}
        error={rates.isError ? rates.error.message : undefined}
        errorTitle="The exchange rates could not be loaded."
        errorAction={<RetryButton query={rates} />}
        emptyTitle="No exchange rates yet."
        rowActions={{
          header: 'Actions',
          cell: (row) =>
            row.currency === baseCurrency ? (
              <Badge tone="neutral">Base currency</Badge>
            ) : editing === row.currency ? null : (
              <RowActionButton
                id={editButtonId(row.currency)}
                tone="neutral"
                icon={<Pencil aria-hidden />}
                aria-label={`Edit rate: ${row.currency}`}
                disabled={save.isPending}
                onClick={() => setEditing(row.currency)}
              >
                Edit
              </RowActionButton>
            ),
        }}
      />
    </AdminPage>
  );
}
