import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, Pencil, Plus } from 'lucide-react';
import { Badge, Button, DataTable, Text, toast, type DataTableColumn } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  formatSalary,
  listVisaThresholds,
  retireVisaThreshold,
  visaFigureChecks,
  type VisaThreshold,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { RetryButton } from '../../features/admin/RetryButton';
import { RowActionButton } from '../../features/admin/RowActionButton';
import { useMarkAdminStale } from '../../features/admin/adminQueries';
import { isNarrowed } from '../../features/admin/listParams';
import { useListState } from '../../features/admin/useListState';
import { CatalogueConfirmDialog } from '../../features/admin/visa/CatalogueConfirmDialog';
import { SourceCell } from '../../features/admin/visa/SourceCell';
import { ThresholdDialog, type ThresholdDraft } from '../../features/admin/visa/ThresholdDialog';
import {
  destinationOptions,
  destinationSlugs,
  figureCheckLabels,
} from '../../features/admin/visa/visaCatalogueLabels';
import { visaCatalogueNotices } from '../../features/admin/visa/visaCatalogueMessages';
import { useVisaRoutes, visaCatalogueKeys } from '../../features/admin/visa/visaCatalogueQueries';
import * as styles from '../../features/admin/visa/visaCatalogue.css';

const addButtonId = 'add-visa-figure';
const showOptions = [
  { value: '', label: 'All figures' },
  { value: 'check', label: 'Needing a check' },
];

/** 'From 22 July 2025', or '4 April 2024 to 21 July 2025'. */
const inForce = (row: VisaThreshold) =>
  row.effective_to
    ? `${formatDate(row.effective_from)} to ${formatDate(row.effective_to)}`
    : `From ${formatDate(row.effective_from)}`;

/**
 * /admin/visa-thresholds: the salary each work route requires, dated and sourced. An admin adds
 * a figure when the official page changes, corrects one, or retires one; a figure whose last day
 * has passed or whose source is over a year old is flagged for a check.
 */
export default function AdminVisaThresholdsPage() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const list = useListState({ filters: { destination: destinationSlugs, show: ['check'] } });
  const destination = list.filters.destination || undefined;
  const figures = useQuery({
    queryKey: [...visaCatalogueKeys.thresholds, { destination }],
    queryFn: async () => unwrap(await listVisaThresholds(client, { destination })),
    // The figures on screen stay while another destination's load, as on the admin lists.
    placeholderData: keepPreviousData,
  });
  const routes = useVisaRoutes();
  const [draft, setDraft] = useState<ThresholdDraft | null>(null);
  const [retiring, setRetiring] = useState<VisaThreshold | null>(null);
  // Read once per render: the flags and the count agree for the whole table.
  const [now] = useState(() => new Date());

  const changed = () => {
    markStale();
    void queryClient.invalidateQueries({ queryKey: visaCatalogueKeys.thresholds });
  };
  const retire = useMutation({
    mutationFn: async (figure: VisaThreshold) => {
      unwrap(await retireVisaThreshold(client, figure.id));
      return figure;
    },
    onSuccess: (figure) => {
      queryClient.setQueriesData<VisaThreshold[]>(
        { queryKey: visaCatalogueKeys.thresholds },
        (rows) => rows?.filter((row) => row.id !== figure.id),
      );
      changed();
      setRetiring(null);
      toast({ ...visaCatalogueNotices.figureRetired(figure.label), tone: 'positive' });
    },
  });

  const needsCheck = list.filters.show === 'check';
  const rows = (figures.data ?? []).filter(
    (row) => !needsCheck || visaFigureChecks(row, now, figures.data ?? []).length > 0,
  );
  const narrowed = isNarrowed(list);

  const columns: DataTableColumn<VisaThreshold>[] = [
    {
      key: 'label',
      header: 'Figure',
      cell: (row) => {
        const reasons = visaFigureChecks(row, now, figures.data ?? []);
        return (
          <div className={styles.cellLines}>
            <Text size="small" weight="semibold">
              {row.label}
            </Text>
            <Text size="small" tone="muted">
              {`${row.route.name}, ${countryLabel(row.route.destination)}`}
            </Text>
            <Text size="small" tone="muted">
              {`Tier: ${row.tier}`}
              {row.region ? ` · Region: ${row.region}` : ''}
            </Text>
            {reasons.length > 0 ? (
              <span className={styles.flag}>
                <Badge tone="caution">Needs checking</Badge>
                <Text as="span" size="small" tone="muted">
                  {reasons.map((reason) => figureCheckLabels[reason]).join('; ')}
                </Text>
              </span>
            ) : null}
          </div>
        );
      },
    },
    {
      key: 'amount',
      header: 'Amount',
      nowrap: true,
      cell: (row) =>
        formatSalary({
          min: row.amount,
          max: row.amount,
          currency: row.currency,
          period: row.period,
        }),
    },
    { key: 'effective_from', header: 'In force', cell: inForce },
    {
      key: 'source_url',
      header: 'Source',
      cell: (row) => <SourceCell url={row.source_url} date={row.source_date} />,
    },
  ];

  return (
    <AdminPage
      title="Visa Thresholds"
      intro="The salary each work route requires, with the dates it applies and its source. Keep them as the official pages give them: verdicts on every job read these figures."
      action={
        <Button
          id={addButtonId}
          icon={<Plus aria-hidden />}
          disabled={!routes.data}
          onClick={() => setDraft({ figure: null })}
        >
          Add figure
        </Button>
      }
    >
      <DataTable<VisaThreshold>
        caption="Salary figures"
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        loading={figures.isPending}
        error={figures.isError ? figures.error.message : undefined}
        errorTitle="The salary figures could not be loaded."
        errorAction={<RetryButton query={figures} />}
        emptyTitle={narrowed ? 'No figures match these filters.' : 'No salary figures yet.'}
        emptyDescription={
          narrowed ? undefined : 'Add the first figure of a route from its official page.'
        }
        emptyAction={
          narrowed ? (
            <Button size="small" variant="soft" onClick={() => list.clear()}>
              Clear filters
            </Button>
          ) : undefined
        }
        aria-busy={figures.isFetching || undefined}
        toolbar={
          <ListToolbar
            filters={[
              {
                name: 'destination',
                label: 'Destination',
                options: destinationOptions(),
                value: list.filters.destination ?? '',
                onChange: (value) => list.setFilter('destination', value),
              },
              {
                name: 'show',
                label: 'Show',
                options: showOptions,
                value: list.filters.show ?? '',
                onChange: (value) => list.setFilter('show', value),
              },
            ]}
          />
        }
        rowActions={{
          header: 'Actions',
          cell: (row) => (
            <>
              <RowActionButton
                tone="neutral"
                icon={<Pencil aria-hidden />}
                aria-label={`Edit figure: ${row.label}, ${inForce(row)}`}
                disabled={!routes.data}
                onClick={() => setDraft({ figure: row })}
              >
                Edit
              </RowActionButton>
              <RowActionButton
                tone="critical"
                icon={<Archive aria-hidden />}
                aria-label={`Retire figure: ${row.label}, ${inForce(row)}`}
                onClick={() => {
                  retire.reset();
                  setRetiring(row);
                }}
              >
                Retire
              </RowActionButton>
            </>
          ),
        }}
      />
      <ThresholdDialog
        draft={draft}
        routes={routes.data ?? []}
        onClose={() => setDraft(null)}
        onSaved={(saved) => {
          const added = draft?.figure === null;
          setDraft(null);
          changed();
          toast({
            ...(added
              ? visaCatalogueNotices.figureAdded(saved.label, saved.route.name)
              : visaCatalogueNotices.figureSaved(saved.label)),
            tone: 'positive',
          });
        }}
      />
      <CatalogueConfirmDialog
        open={retiring !== null}
        onClose={() => setRetiring(null)}
        title="Retire this figure?"
        description={
          retiring
            ? `"${retiring.label}" (${formatSalary({ min: retiring.amount, max: retiring.amount, currency: retiring.currency, period: retiring.period })}, ${inForce(retiring)}) stops being used for verdicts. It stays on record, so past verdicts can still be explained.`
            : ''
        }
        confirmLabel="Retire figure"
        pendingLabel="Retiring..."
        onConfirm={() => retiring && retire.mutate(retiring)}
        pending={retire.isPending}
        error={retire.isError ? retire.error.message : null}
        focusAfterClose={() => document.getElementById(addButtonId)}
      />
    </AdminPage>
  );
}
