import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Pencil } from 'lucide-react';
import { Badge, Button, DataTable, Text, toast, type DataTableColumn } from '@globalhire/ui';
import { countryLabel, formatDate, setVisaRouteRetired, type VisaRoute } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { RetryButton } from '../../features/admin/RetryButton';
import { RowActionButton } from '../../features/admin/RowActionButton';
import { adminMessages } from '../../features/admin/adminMessages';
import { useMarkAdminStale } from '../../features/admin/adminQueries';
import { isNarrowed } from '../../features/admin/listParams';
import { useListState } from '../../features/admin/useListState';
import { CatalogueConfirmDialog } from '../../features/admin/visa/CatalogueConfirmDialog';
import { RouteDialog } from '../../features/admin/visa/RouteDialog';
import { useRefocus } from '../../features/admin/visa/useRefocus';
import { SourceCell } from '../../features/admin/visa/SourceCell';
import {
  classificationLabels,
  destinationOptions,
  destinationSlugs,
  licenceKindLabels,
  routeKindLabels,
} from '../../features/admin/visa/visaCatalogueLabels';
import { visaCatalogueNotices } from '../../features/admin/visa/visaCatalogueMessages';
import { useVisaRoutes, visaCatalogueKeys } from '../../features/admin/visa/visaCatalogueQueries';
import * as styles from '../../features/admin/visa/visaCatalogue.css';

const restoreButtonId = (route: Pick<VisaRoute, 'id'>) => `restore-visa-route-${route.id}`;
const retireButtonId = (route: Pick<VisaRoute, 'id'>) => `retire-visa-route-${route.id}`;

const columns: DataTableColumn<VisaRoute>[] = [
  {
    key: 'name',
    header: 'Route',
    cell: (row) => (
      <div className={styles.cellLines}>
        <Text size="small" weight="semibold">
          {row.name}
        </Text>
        <Text size="small" tone="muted">
          {`${countryLabel(row.destination)} · ${row.code} · tried ${row.priority === 1 ? 'first' : `at ${row.priority}`}`}
        </Text>
        {row.retired_at ? (
          <span className={styles.flag}>
            <Badge tone="neutral">Retired</Badge>
            <Text as="span" size="small" tone="muted">
              {formatDate(row.retired_at)}
            </Text>
          </span>
        ) : null}
      </div>
    ),
  },
  {
    key: 'kind',
    header: 'Rules',
    cell: (row) => (
      <div className={styles.cellLines}>
        <Text size="small">{routeKindLabels[row.kind]}</Text>
        <Text size="small" tone="muted">
          {row.employer_licence
            ? `Employer: ${licenceKindLabels[row.employer_licence]}`
            : 'No employer licence'}
        </Text>
        <Text size="small" tone="muted">
          {`Occupations: ${classificationLabels[row.classification]}`}
        </Text>
      </div>
    ),
  },
  {
    key: 'official_url',
    header: 'Official page',
    cell: (row) => <SourceCell url={row.official_url} />,
  },
];

/**
 * /admin/visa-routes: each destination's work routes, in the order verdicts try them. An admin
 * corrects a route's name, official page and notes, changes its order, and retires a route that
 * closed (or restores it).
 */
export default function AdminVisaRoutesPage() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const list = useListState({ filters: { destination: destinationSlugs } });
  const routes = useVisaRoutes();
  const [editing, setEditing] = useState<VisaRoute | null>(null);
  const [retiring, setRetiring] = useState<VisaRoute | null>(null);

  const replace = (saved: VisaRoute) => {
    queryClient.setQueryData<VisaRoute[]>(visaCatalogueKeys.routes, (rows) =>
      rows?.map((row) => (row.id === saved.id ? saved : row)),
    );
    markStale();
  };
  const setRetired = useMutation({
    mutationFn: async ({ route, retired }: { route: VisaRoute; retired: boolean }) =>
      unwrap(await setVisaRouteRetired(client, route.id, retired)),
    onSuccess: (saved, { retired }) => {
      replace(saved);
      // Restoring from the row: focus goes to the row's new Retire (retiring: the dialog sees to it).
      if (!retired) refocus(() => document.getElementById(retireButtonId(saved)));
      setRetiring(null);
      toast({
        ...(retired
          ? visaCatalogueNotices.routeRetired(saved.name)
          : visaCatalogueNotices.routeRestored(saved.name)),
        tone: 'positive',
      });
    },
    onError: (error, { retired }) => {
      // Retiring says why in its dialog; restoring has no dialog.
      if (!retired)
        toast({ title: adminMessages.actionFailed, description: error.message, tone: 'critical' });
    },
  });
  const refocus = useRefocus(routes.data, setRetired.isPending);

  const destination = list.filters.destination;
  const rows = (routes.data ?? []).filter((row) => !destination || row.destination === destination);
  const narrowed = isNarrowed(list);
  const pendingFor = (row: VisaRoute) =>
    setRetired.isPending && setRetired.variables.route.id === row.id;

  return (
    <AdminPage
      title="Visa Routes"
      intro="Each destination's work routes, in the order verdicts try them. Correct a route from its official page, and retire one that closes: past verdicts keep it on record."
    >
      <DataTable<VisaRoute>
        caption="Visa routes"
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        loading={routes.isPending}
        error={routes.isError ? routes.error.message : undefined}
        errorTitle="The visa routes could not be loaded."
        errorAction={<RetryButton query={routes} />}
        emptyTitle={narrowed ? 'No routes match these filters.' : 'No visa routes yet.'}
        emptyAction={
          narrowed ? (
            <Button size="small" variant="soft" onClick={() => list.clear()}>
              Clear filters
            </Button>
          ) : undefined
        }
        aria-busy={routes.isFetching || undefined}
        toolbar={
          <ListToolbar
            filters={[
              {
                name: 'destination',
                label: 'Destination',
                options: destinationOptions(),
                value: destination ?? '',
                onChange: (value) => list.setFilter('destination', value),
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
                aria-label={`Edit route: ${row.name}`}
                onClick={() => setEditing(row)}
              >
                Edit
              </RowActionButton>
              {row.retired_at ? (
                <RowActionButton
                  id={restoreButtonId(row)}
                  tone="positive"
                  icon={<ArchiveRestore aria-hidden />}
                  aria-label={`Restore route: ${row.name}`}
                  loading={pendingFor(row)}
                  onClick={() => setRetired.mutate({ route: row, retired: false })}
                >
                  Restore
                </RowActionButton>
              ) : (
                <RowActionButton
                  id={retireButtonId(row)}
                  tone="critical"
                  icon={<Archive aria-hidden />}
                  aria-label={`Retire route: ${row.name}`}
                  onClick={() => {
                    setRetired.reset();
                    setRetiring(row);
                  }}
                >
                  Retire
                </RowActionButton>
              )}
            </>
          ),
        }}
      />
      <RouteDialog
        route={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          replace(saved);
          toast({ ...visaCatalogueNotices.routeSaved(saved.name), tone: 'positive' });
        }}
      />
      <CatalogueConfirmDialog
        open={retiring !== null}
        onClose={() => setRetiring(null)}
        title="Retire this route?"
        description={
          retiring
            ? `${retiring.name} (${countryLabel(retiring.destination)}) is no longer offered in verdicts. Its figures and standings stay on record, and you can restore it.`
            : ''
        }
        confirmLabel="Retire route"
        pendingLabel="Retiring..."
        onConfirm={() => retiring && setRetired.mutate({ route: retiring, retired: true })}
        pending={setRetired.isPending}
        error={setRetired.isError ? setRetired.error.message : null}
        focusAfterClose={() =>
          // The row stays, with Restore where Retire was.
          setRetired.variables
            ? document.getElementById(restoreButtonId(setRetired.variables.route))
            : null
        }
      />
    </AdminPage>
  );
}
