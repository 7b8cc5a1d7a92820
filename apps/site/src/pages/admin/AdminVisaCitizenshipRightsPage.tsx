import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Archive, ArchiveRestore, Pencil, Plus } from 'lucide-react';
import { Badge, Button, DataTable, Text, toast, type DataTableColumn } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  listVisaCitizenshipRights,
  setVisaCitizenshipRightRetired,
  type VisaCitizenshipRight,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { RetryButton } from '../../features/admin/RetryButton';
import { RowActionButton } from '../../features/admin/RowActionButton';
import { useMarkAdminStale } from '../../features/admin/adminQueries';
import { isNarrowed } from '../../features/admin/listParams';
import { useAdminAction } from '../../features/admin/useAdminAction';
import { useListState } from '../../features/admin/useListState';
import {
  CitizenshipRightDialog,
  type CitizenshipRightDraft,
} from '../../features/admin/visa/CitizenshipRightDialog';
import { SourceCell } from '../../features/admin/visa/SourceCell';
import { useRefocus } from '../../features/admin/visa/useRefocus';
import {
  citizenshipLabel,
  destinationOptions,
  destinationSlugs,
  rightKindLabels,
} from '../../features/admin/visa/visaCatalogueLabels';
import { visaCatalogueNotices } from '../../features/admin/visa/visaCatalogueMessages';
import { useVisaRoutes, visaCatalogueKeys } from '../../features/admin/visa/visaCatalogueQueries';
import * as styles from '../../features/admin/visa/visaCatalogue.css';

const retireButtonId = (row: Pick<VisaCitizenshipRight, 'id'>) => `retire-visa-right-${row.id}`;

const rowName = (row: VisaCitizenshipRight) =>
  `${citizenshipLabel(row.citizenship)} in ${countryLabel(row.destination)}`;

const columns: DataTableColumn<VisaCitizenshipRight>[] = [
  {
    key: 'citizenship',
    header: 'Citizenship',
    cell: (row) => (
      <div className={styles.cellLines}>
        <Text size="small" weight="semibold">
          {citizenshipLabel(row.citizenship)}
        </Text>
        <Text size="small" tone="muted">
          {`in ${countryLabel(row.destination)}`}
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
    key: 'right_kind',
    header: 'Right',
    cell: (row) => (
      <div className={styles.cellLines}>
        <Text size="small">{rightKindLabels[row.right_kind]}</Text>
        {row.route ? (
          <Text size="small" tone="muted">
            {row.route.name}
          </Text>
        ) : null}
      </div>
    ),
  },
  {
    key: 'basis',
    header: 'Basis',
    cell: (row) => (
      <div className={styles.cellLines}>
        <Text size="small">{row.basis}</Text>
        {row.conditions ? (
          <Text size="small" tone="muted">
            {row.conditions}
          </Text>
        ) : null}
      </div>
    ),
  },
  {
    key: 'source_url',
    header: 'Source',
    cell: (row) => <SourceCell url={row.source_url} date={row.source_date} />,
  },
];

/**
 * /admin/visa-citizenship-rights: the citizenships that need no work permission in a
 * destination (free movement), and those that open a simpler treaty route there.
 */
export default function AdminVisaCitizenshipRightsPage() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const list = useListState({ filters: { destination: destinationSlugs } });
  const destination = list.filters.destination || undefined;
  const rights = useQuery({
    queryKey: visaCatalogueKeys.rights,
    queryFn: async () => unwrap(await listVisaCitizenshipRights(client)),
  });
  const routes = useVisaRoutes();
  const [draft, setDraft] = useState<CitizenshipRightDraft | null>(null);

  const replace = (saved: VisaCitizenshipRight) => {
    queryClient.setQueryData<VisaCitizenshipRight[]>(visaCatalogueKeys.rights, (rows) =>
      rows?.map((row) => (row.id === saved.id ? saved : row)),
    );
    markStale();
  };
  const retire = useAdminAction({
    write: (db, { row, retired }: { row: VisaCitizenshipRight; retired: boolean }) =>
      setVisaCitizenshipRightRetired(db, row.id, retired),
    onSaved: (saved) => {
      replace(saved);
      refocus(() => document.getElementById(retireButtonId(saved)));
    },
    notice: (saved, { retired }) => {
      const citizenship = citizenshipLabel(saved.citizenship);
      const where = countryLabel(saved.destination);
      return retired
        ? visaCatalogueNotices.rightRetired(citizenship, where)
        : visaCatalogueNotices.rightRestored(citizenship, where);
    },
  });
  const refocus = useRefocus(rights.data, retire.pending !== undefined);

  const rows = (rights.data ?? []).filter((row) => !destination || row.destination === destination);
  const narrowed = isNarrowed(list);

  return (
    <AdminPage
      title="Visa Citizenship Rights"
      intro="Citizenships that need no work permission in a destination, and those that open a simpler treaty route there. Verdicts check them before any route."
      action={
        <Button
          icon={<Plus aria-hidden />}
          disabled={!routes.data}
          onClick={() => setDraft({ right: null })}
        >
          Add right
        </Button>
      }
    >
      <DataTable<VisaCitizenshipRight>
        caption="Citizenship rights"
        columns={columns}
        rows={rows}
        getRowId={(row) => String(row.id)}
        loading={rights.isPending}
        error={rights.isError ? rights.error.message : undefined}
        errorTitle="The citizenship rights could not be loaded."
        errorAction={<RetryButton query={rights} />}
        emptyTitle={narrowed ? 'No rights match these filters.' : 'No citizenship rights yet.'}
        emptyAction={
          narrowed ? (
            <Button size="small" variant="soft" onClick={() => list.clear()}>
              Clear filters
            </Button>
          ) : undefined
        }
        aria-busy={rights.isFetching || undefined}
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
                aria-label={`Edit right: ${rowName(row)}`}
                disabled={!routes.data}
                onClick={() => setDraft({ right: row })}
              >
                Edit
              </RowActionButton>
              <RowActionButton
                id={retireButtonId(row)}
                tone={row.retired_at ? 'positive' : 'critical'}
                icon={row.retired_at ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
                aria-label={`${row.retired_at ? 'Restore' : 'Retire'} right: ${rowName(row)}`}
                loading={retire.pending?.row.id === row.id}
                onClick={() => retire.run({ row, retired: row.retired_at === null })}
              >
                {row.retired_at ? 'Restore' : 'Retire'}
              </RowActionButton>
            </>
          ),
        }}
      />
      <CitizenshipRightDialog
        draft={draft}
        routes={routes.data ?? []}
        onClose={() => setDraft(null)}
        onSaved={(saved) => {
          const added = draft?.right === null;
          setDraft(null);
          if (added) {
            markStale();
            void queryClient.invalidateQueries({ queryKey: visaCatalogueKeys.rights });
          } else replace(saved);
          const citizenship = citizenshipLabel(saved.citizenship);
          const where = countryLabel(saved.destination);
          toast({
            ...(added
              ? visaCatalogueNotices.rightAdded(citizenship, where)
              : visaCatalogueNotices.rightSaved(citizenship, where)),
            tone: 'positive',
          });
        }}
      />
    </AdminPage>
  );
}
