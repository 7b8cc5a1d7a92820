import { useState } from 'react';
import { Archive, ArchiveRestore, ListChecks, Pencil, Plus } from 'lucide-react';
import { Badge, Button, Text, toast, type DataTableColumn } from '@globalhire/ui';
import {
  listVisaOccupations,
  occupationClassifications,
  setVisaOccupationRetired,
  type OccupationClassification,
  type VisaOccupation,
} from '@globalhire/data';
import { AdminDataTable } from '../../features/admin/AdminDataTable';
import { AdminPage } from '../../features/admin/AdminPage';
import { ListToolbar } from '../../features/admin/ListToolbar';
import { RowActionButton } from '../../features/admin/RowActionButton';
import {
  useAdminList,
  useApplyAdminChange,
  useMarkAdminStale,
  useRefreshAdminList,
} from '../../features/admin/adminQueries';
import { optionsOf } from '../../features/admin/labels';
import { useAdminAction } from '../../features/admin/useAdminAction';
import { useListState } from '../../features/admin/useListState';
import {
  OccupationDialog,
  StandingDialog,
  type OccupationDraft,
} from '../../features/admin/visa/OccupationDialogs';
import {
  classificationLabels,
  standingLabels,
  standingTones,
} from '../../features/admin/visa/visaCatalogueLabels';
import { visaCatalogueNotices } from '../../features/admin/visa/visaCatalogueMessages';
import { useRefocus } from '../../features/admin/visa/useRefocus';
import { useVisaRoutes } from '../../features/admin/visa/visaCatalogueQueries';
import * as styles from '../../features/admin/visa/visaCatalogue.css';

const listName = 'visa-occupations';
const addButtonId = 'add-visa-occupation';
const retireButtonId = (row: Pick<VisaOccupation, 'id'>) => `retire-visa-occupation-${row.id}`;

const columns: DataTableColumn<VisaOccupation>[] = [
  {
    key: 'title',
    header: 'Occupation',
    cell: (row) => (
      <div className={styles.cellLines}>
        <Text size="small" weight="semibold">
          {row.title}
        </Text>
        <Text size="small" tone="muted">
          {`${classificationLabels[row.classification]} ${row.code}`}
          {row.skill_level ? ` · skill level ${row.skill_level}` : ''}
        </Text>
        {row.retired_at ? <Badge tone="neutral">Retired</Badge> : null}
      </div>
    ),
  },
  {
    key: 'standings',
    header: 'Standing on routes',
    cell: (row) =>
      row.standings.length === 0 ? (
        <Text size="small" tone="muted">
          On no route yet
        </Text>
      ) : (
        <div className={styles.cellLines}>
          {row.standings.map((standing) => (
            <span key={standing.id} className={styles.flag}>
              <Badge tone={standing.retired_at ? 'neutral' : standingTones[standing.standing]}>
                {standing.retired_at ? 'Retired' : standingLabels[standing.standing]}
              </Badge>
              <Text as="span" size="small">
                {standing.route.name}
                {standing.list_name ? ` · ${standing.list_name}` : ''}
              </Text>
            </span>
          ))}
        </div>
      ),
  },
];

/**
 * /admin/visa-occupations: the occupation codes each route reads, with where each stands on a
 * route (eligible, conditional, ineligible). An admin adds a code, corrects its title, sets its
 * standing as the official lists change, and retires a code a classification dropped.
 */
export default function AdminVisaOccupationsPage() {
  const list = useListState({ filters: { classification: occupationClassifications } });
  const occupations = useAdminList(
    listName,
    {
      search: list.search,
      classification: (list.filters.classification || undefined) as
        OccupationClassification | undefined,
      page: list.page,
    },
    listVisaOccupations,
  );
  const routes = useVisaRoutes();
  const applyChange = useApplyAdminChange();
  const refresh = useRefreshAdminList(listName);
  const markStale = useMarkAdminStale();
  const [draft, setDraft] = useState<OccupationDraft | null>(null);
  const [standingFor, setStandingFor] = useState<VisaOccupation | null>(null);

  const replace = (saved: VisaOccupation) =>
    applyChange<VisaOccupation>(listName, (row) => (row.id === saved.id ? saved : row));
  const retire = useAdminAction({
    write: (client, { row, retired }: { row: VisaOccupation; retired: boolean }) =>
      setVisaOccupationRetired(client, row.id, retired),
    onSaved: (saved) => {
      replace(saved);
      refocus(() => document.getElementById(retireButtonId(saved)));
    },
    notice: (saved, { retired }) =>
      retired
        ? visaCatalogueNotices.occupationRetired(saved.title)
        : visaCatalogueNotices.occupationRestored(saved.title),
  });
  const refocus = useRefocus(occupations.data, retire.pending !== undefined);

  return (
    <AdminPage
      title="Visa Occupations"
      intro="The occupation codes the routes read, and where each stands on a route. Keep them as the official lists give them: a job's verdict reads its occupation's standing."
      action={
        <Button
          id={addButtonId}
          icon={<Plus aria-hidden />}
          onClick={() => setDraft({ occupation: null })}
        >
          Add occupation
        </Button>
      }
    >
      <AdminDataTable<VisaOccupation>
        caption="Occupations"
        noun={['occupation', 'occupations']}
        result={occupations}
        list={list}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowActions={{
          header: 'Actions',
          cell: (row) => (
            <>
              <RowActionButton
                tone="neutral"
                icon={<Pencil aria-hidden />}
                aria-label={`Edit occupation: ${row.code} ${row.title}`}
                onClick={() => setDraft({ occupation: row })}
              >
                Edit
              </RowActionButton>
              {row.retired_at ? null : (
                <RowActionButton
                  tone="neutral"
                  icon={<ListChecks aria-hidden />}
                  aria-label={`Set standing: ${row.code} ${row.title}`}
                  disabled={!routes.data}
                  onClick={() => setStandingFor(row)}
                >
                  Set standing
                </RowActionButton>
              )}
              <RowActionButton
                id={retireButtonId(row)}
                tone={row.retired_at ? 'positive' : 'critical'}
                icon={row.retired_at ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
                aria-label={`${row.retired_at ? 'Restore' : 'Retire'} occupation: ${row.code} ${row.title}`}
                loading={retire.pending?.row.id === row.id}
                onClick={() => retire.run({ row, retired: row.retired_at === null })}
              >
                {row.retired_at ? 'Restore' : 'Retire'}
              </RowActionButton>
            </>
          ),
        }}
        toolbar={
          <ListToolbar
            searchLabel="Search occupations"
            searchPlaceholder="Title or code"
            search={list.search}
            onSearch={list.setSearch}
            filters={[
              {
                name: 'classification',
                label: 'Classification',
                options: optionsOf('All classifications', classificationLabels),
                value: list.filters.classification ?? '',
                onChange: (value) => list.setFilter('classification', value),
              },
            ]}
          />
        }
        emptyTitle="No occupations yet"
        emptyDescription="Add the codes of the official occupation lists the routes read."
      />
      <OccupationDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={(saved) => {
          const added = draft?.occupation === null;
          setDraft(null);
          if (added) {
            refresh();
            markStale();
          } else replace(saved);
          toast({
            ...(added
              ? visaCatalogueNotices.occupationAdded(saved.title)
              : visaCatalogueNotices.occupationSaved(saved.title)),
            tone: 'positive',
          });
        }}
      />
      <StandingDialog
        occupation={standingFor}
        routes={routes.data ?? []}
        onClose={() => setStandingFor(null)}
        onSaved={(saved) => {
          const occupation = standingFor;
          setStandingFor(null);
          if (!occupation) return;
          const standings = occupation.standings.some((row) => row.route_id === saved.route_id)
            ? occupation.standings.map((row) => (row.route_id === saved.route_id ? saved : row))
            : [...occupation.standings, saved];
          replace({ ...occupation, standings });
          toast({
            ...visaCatalogueNotices.standingSaved(
              occupation.title,
              saved.route.name,
              standingLabels[saved.standing],
            ),
            tone: 'positive',
          });
        }}
      />
    </AdminPage>
  );
}
