import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { DataTable, Inline, Link, Stack, Text, type DataTableColumn } from '@globalhire/ui';
import {
  decidePlanRequest,
  employerPlans,
  formatDate,
  listPlanRequestsForAdmin,
  type AdminPlanRequest,
  type PlanDecision,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { adminKey, useMarkAdminStale } from './adminQueries';
import { adminMessages } from './adminMessages';
import { RowActionButton } from './RowActionButton';
import { useAdminAction } from './useAdminAction';
import { RetryButton } from './RetryButton';

const planRequestsKey = [adminKey, 'planRequests'];

const planName = (plan: AdminPlanRequest['plan']) =>
  employerPlans.find((entry) => entry.plan === plan)?.name ?? plan;
const companyOf = (row: AdminPlanRequest) => row.employer?.company_name ?? 'An employer';

const columns: DataTableColumn<AdminPlanRequest>[] = [
  {
    key: 'company',
    header: 'Company',
    cell: (row) => (
      <Stack space="xsmall">
        <Text weight="semibold">{companyOf(row)}</Text>
        {row.employer?.email ? (
          <Text size="small">
            <Link href={`mailto:${row.employer.email}`}>{row.employer.email}</Link>
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'plan', header: 'Requested plan', nowrap: true, cell: (row) => planName(row.plan) },
  {
    key: 'created_at',
    header: 'Requested',
    nowrap: true,
    cell: (row) => formatDate(row.created_at),
  },
];

/**
 * Plan changes employers asked for on /employer/plans. No card is taken: an admin confirms a
 * request once it is paid for (it becomes the employer's plan for a month) or declines it.
 */
export function PlanRequests() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const requests = useQuery({
    queryKey: planRequestsKey,
    queryFn: async () => unwrap(await listPlanRequestsForAdmin(client)),
  });
  const decide = useAdminAction({
    write: (c, { row, decision }: { row: AdminPlanRequest; decision: PlanDecision }) =>
      decidePlanRequest(c, row.id, decision),
    onSaved: (_saved, { row }) => {
      queryClient.setQueryData<AdminPlanRequest[]>(planRequestsKey, (rows) =>
        rows?.filter((entry) => entry.id !== row.id),
      );
      // A confirmed plan can make the employer premium: the employer list is read again.
      markStale();
      void queryClient.invalidateQueries({ queryKey: [adminKey, 'employers'] });
    },
    notice: (_saved, { row, decision }) =>
      decision === 'active'
        ? adminMessages.plan.confirmed(companyOf(row), planName(row.plan))
        : adminMessages.plan.declined(companyOf(row), planName(row.plan)),
  });
  const busy = (row: AdminPlanRequest, decision: PlanDecision) =>
    decide.pending?.row.id === row.id && decide.pending.decision === decision;

  return (
    <DataTable<AdminPlanRequest>
      caption="Plan requests"
      captionVisible
      columns={columns}
      rows={requests.data ?? []}
      getRowId={(row) => String(row.id)}
      loading={requests.isPending}
      loadingRowCount={2}
      error={requests.isError ? requests.error.message : undefined}
      errorTitle="The plan requests could not be loaded."
      errorAction={<RetryButton query={requests} />}
      emptyTitle="No plan requests waiting"
      emptyDescription="When an employer chooses a paid plan, the request waits here for you to confirm it."
      rowActions={{
        header: 'Actions',
        cell: (row) => (
          <Inline space="xsmall">
            <RowActionButton
              tone="positive"
              icon={<Check aria-hidden />}
              aria-label={`Confirm plan: ${companyOf(row)}`}
              loading={busy(row, 'active')}
              disabled={decide.pending?.row.id === row.id}
              onClick={() => decide.run({ row, decision: 'active' })}
            >
              Confirm plan
            </RowActionButton>
            <RowActionButton
              tone="critical"
              variant="ghost"
              icon={<X aria-hidden />}
              aria-label={`Decline: ${companyOf(row)}`}
              loading={busy(row, 'cancelled')}
              disabled={decide.pending?.row.id === row.id}
              onClick={() => decide.run({ row, decision: 'cancelled' })}
            >
              Decline
            </RowActionButton>
          </Inline>
        ),
      }}
    />
  );
}
