import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import {
  Badge,
  DataTable,
  Heading,
  Stack,
  Text,
  toast,
  type DataTableColumn,
} from '@globalhire/ui';
import type { ServiceFee } from '@globalhire/data';
import { RetryButton } from '../RetryButton';
import { RowActionButton } from '../RowActionButton';
import { useMarkAdminStale } from '../adminQueries';
import { FeeDialog } from './FeeDialog';
import { serviceAdminNotices } from './serviceAdminMessages';
import { feePrice, feeTriggerLabels, formatTaxRate } from './serviceLabels';
import { serviceAdminKeys, useFeeSchedule } from './serviceQueries';
import * as styles from '../visa/visaCatalogue.css';

const columns: DataTableColumn<ServiceFee>[] = [
  {
    key: 'label',
    header: 'Fee',
    cell: (row) => (
      <div className={styles.cellLines}>
        <Text size="small" weight="semibold">
          {row.label}
        </Text>
        <Text size="small" tone="muted">
          {row.description}
        </Text>
      </div>
    ),
  },
  { key: 'amount', header: 'Amount', nowrap: true, cell: feePrice },
  { key: 'tax_rate', header: 'Tax', nowrap: true, cell: (row) => formatTaxRate(row.tax_rate) },
  {
    key: 'charged_on',
    header: 'Charged',
    cell: (row) => (
      <div className={styles.cellLines}>
        <Text size="small">{feeTriggerLabels[row.charged_on]}</Text>
        {row.finds_work ? (
          <Text size="small" tone="muted">
            Waived where restricted
          </Text>
        ) : null}
      </div>
    ),
  },
  {
    key: 'active',
    header: 'Offered',
    nowrap: true,
    cell: (row) =>
      row.active ? (
        <Badge tone="positive">Offered</Badge>
      ) : (
        <Badge tone="neutral">Not offered</Badge>
      ),
  },
];

/** The fees page's schedule: every fee, with what makes it due; an admin edits one in a dialog. */
export function FeeScheduleSection() {
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const fees = useFeeSchedule();
  const [editing, setEditing] = useState<ServiceFee | null>(null);

  return (
    <Stack as="section" space="large" aria-labelledby="fee-schedule-heading">
      <Stack space="xsmall">
        <Heading level={2} id="fee-schedule-heading">
          Fee schedule
        </Heading>
        <Text tone="muted">
          What candidates of the managed service are charged, and when. A fee's trigger is fixed;
          change its amount, words, tax or whether it is offered.
        </Text>
      </Stack>
      <DataTable<ServiceFee>
        caption="Fees"
        columns={columns}
        rows={fees.data ?? []}
        getRowId={(row) => row.code}
        loading={fees.isPending}
        error={fees.isError ? fees.error.message : undefined}
        errorTitle="The fee schedule could not be loaded."
        errorAction={<RetryButton query={fees} />}
        emptyTitle="No fees in the schedule."
        emptyDescription="The fees come with the database's migrations: run them to add the schedule."
        rowActions={{
          header: 'Actions',
          cell: (row) => (
            <RowActionButton
              tone="neutral"
              icon={<Pencil aria-hidden />}
              aria-label={`Edit fee: ${row.label}`}
              onClick={() => setEditing(row)}
            >
              Edit
            </RowActionButton>
          ),
        }}
      />
      <FeeDialog
        fee={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          queryClient.setQueryData<ServiceFee[]>(serviceAdminKeys.fees, (rows) =>
            rows?.map((row) => (row.code === saved.code ? saved : row)),
          );
          markStale();
          setEditing(null);
          toast({ ...serviceAdminNotices.feeSaved(saved.label), tone: 'positive' });
        }}
      />
    </Stack>
  );
}
