import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import {
  Button,
  DataTable,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  toast,
  type DataTableColumn,
} from '@globalhire/ui';
import { deleteFeeJurisdiction, formatDate, type FeeJurisdiction } from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { RetryButton } from '../RetryButton';
import { RowActionButton } from '../RowActionButton';
import { useMarkAdminStale } from '../adminQueries';
import { CatalogueConfirmDialog } from '../visa/CatalogueConfirmDialog';
import { JurisdictionDialog, type JurisdictionDraft } from './JurisdictionDialog';
import { serviceAdminNotices } from './serviceAdminMessages';
import { appliesWhenLabels, placeLabel } from './serviceLabels';
import { serviceAdminKeys, useFeeJurisdictions } from './serviceQueries';
import * as styles from '../visa/visaCatalogue.css';
import * as local from './service.css';

const addButtonId = 'add-fee-jurisdiction';

const columns: DataTableColumn<FeeJurisdiction>[] = [
  {
    key: 'name',
    header: 'Place',
    cell: (row) => (
      <div className={`${styles.cellLines} ${local.wideLines}`}>
        <Text size="small" weight="semibold">
          {row.name}
        </Text>
        <Text size="small" tone="muted">
          {placeLabel(row)}
        </Text>
      </div>
    ),
  },
  {
    key: 'applies_when',
    header: 'Applies when',
    cell: (row) => appliesWhenLabels[row.applies_when],
  },
  { key: 'summary', header: 'Rule', cell: (row) => <Text size="small">{row.summary}</Text> },
  {
    key: 'sources',
    header: 'Sources',
    cell: (row) => (
      <ul className={local.sourceLinks}>
        {row.sources.map((source) => (
          <li key={source.url}>
            <Link href={source.url} external>
              {source.title}
            </Link>
          </li>
        ))}
      </ul>
    ),
  },
  {
    key: 'reviewed_on',
    header: 'Reviewed on',
    nowrap: true,
    cell: (row) => formatDate(row.reviewed_on),
  },
];

/**
 * The fees page's restrictions: where the law stops charging work-seekers for finding work, each
 * with its sources. An admin adds, edits or removes one.
 */
export function JurisdictionsSection() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const rules = useFeeJurisdictions();
  const [draft, setDraft] = useState<JurisdictionDraft | null>(null);
  const [removing, setRemoving] = useState<FeeJurisdiction | null>(null);

  const changed = (rows: (all: FeeJurisdiction[]) => FeeJurisdiction[]) => {
    queryClient.setQueryData<FeeJurisdiction[]>(serviceAdminKeys.jurisdictions, (all) =>
      all ? rows(all) : all,
    );
    markStale();
  };
  const remove = useMutation({
    mutationFn: async (rule: FeeJurisdiction) => {
      unwrap(await deleteFeeJurisdiction(client, rule.id));
      return rule;
    },
    onSuccess: (rule) => {
      changed((all) => all.filter((row) => row.id !== rule.id));
      setRemoving(null);
      toast({ ...serviceAdminNotices.jurisdictionRemoved(rule.name), tone: 'positive' });
    },
  });

  return (
    <Stack as="section" space="large" aria-labelledby="fee-jurisdictions-heading">
      <Inline space="medium" align="space-between" alignY="center">
        <Stack space="xsmall">
          <Heading level={2} id="fee-jurisdictions-heading">
            Where fees are restricted
          </Heading>
          <Text tone="muted">
            Places whose law stops us charging candidates for finding them work: registration,
            success and country fees are waived there. Cite the law and review it yearly.
          </Text>
        </Stack>
        <Button
          id={addButtonId}
          icon={<Plus aria-hidden />}
          disabled={!rules.isSuccess}
          onClick={() => setDraft({ rule: null })}
        >
          Add restriction
        </Button>
      </Inline>
      <DataTable<FeeJurisdiction>
        caption="Restricted jurisdictions"
        columns={columns}
        rows={rules.data ?? []}
        getRowId={(row) => String(row.id)}
        loading={rules.isPending}
        error={rules.isError ? rules.error.message : undefined}
        errorTitle="The restrictions could not be loaded."
        errorAction={<RetryButton query={rules} />}
        emptyTitle="No restrictions yet."
        emptyDescription="Every fee is charged everywhere until you add a place whose law restricts it."
        rowActions={{
          header: 'Actions',
          cell: (row) => (
            <div className={local.actionStack}>
              <RowActionButton
                tone="neutral"
                icon={<Pencil aria-hidden />}
                aria-label={`Edit restriction: ${row.name}`}
                onClick={() => setDraft({ rule: row })}
              >
                Edit
              </RowActionButton>
              <RowActionButton
                tone="critical"
                icon={<Trash2 aria-hidden />}
                aria-label={`Remove restriction: ${row.name}`}
                onClick={() => {
                  remove.reset();
                  setRemoving(row);
                }}
              >
                Remove
              </RowActionButton>
            </div>
          ),
        }}
      />
      <JurisdictionDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={(saved, added) => {
          changed((all) =>
            added ? [...all, saved] : all.map((row) => (row.id === saved.id ? saved : row)),
          );
          setDraft(null);
          toast({
            ...(added
              ? serviceAdminNotices.jurisdictionAdded(saved.name)
              : serviceAdminNotices.jurisdictionSaved(saved.name)),
            tone: 'positive',
          });
        }}
      />
      <CatalogueConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this restriction?"
        description={
          removing
            ? `Fees for ${removing.name} are charged as the schedule says from now on. Charges already waived stay waived.`
            : ''
        }
        confirmLabel="Remove restriction"
        pendingLabel="Removing..."
        onConfirm={() => removing && remove.mutate(removing)}
        pending={remove.isPending}
        error={remove.isError ? remove.error.message : null}
        focusAfterClose={() => document.getElementById(addButtonId)}
      />
    </Stack>
  );
}
