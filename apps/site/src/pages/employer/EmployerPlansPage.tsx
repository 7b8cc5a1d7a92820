import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Column, Columns, Heading, PlanCard, Skeleton, Stack, Text, toast } from '@globalhire/ui';
import { cancelPlanRequest, employerPlans, formatDate, formatMoney, requestPlan, type EmployerPlan, type PlanRequest } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap, type DataQueryError } from '../../app/query';
import { employerPlanDescriptions } from '../../content/employerPlans';
import { employerMessages } from '../../features/employer/employerMessages';
import { employerKeys, useEmployerId, useMyPlan, usePendingPlanRequests } from '../../features/employer/employerQueries';
import { planFeatures, planOf } from '../../features/employer/plans';
import { usePageMeta } from '../../seo/usePageMeta';

/** /employer/plans: the three monthly plans; choosing one records a request an admin confirms. */
export default function EmployerPlansPage() {
  usePageMeta({ title: 'Billing / Subscription', description: 'Employer plans: Free, Premium and Enterprise.', noIndex: true });
  const client = useSupabase();
  const queryClient = useQueryClient();
  const userId = useEmployerId();
  const plan = useMyPlan();
  const requests = usePendingPlanRequests();
  const pending: PlanRequest | undefined = requests.data?.[0];
  const requestsKey = employerKeys.planRequests(userId);

  const failed = (error: DataQueryError) => toast({ title: employerMessages.actionFailed, description: error.message, tone: 'critical' });
  const request = useMutation({
    mutationFn: async (choice: EmployerPlan) => unwrap(await requestPlan(client, userId, choice.plan)),
    onSuccess: (row, choice) => {
      queryClient.setQueryData<PlanRequest[]>(requestsKey, [{ id: row.id, plan: row.plan, status: row.status, created_at: row.created_at }]);
      void queryClient.invalidateQueries({ queryKey: requestsKey, refetchType: 'none' });
      toast({ ...employerMessages.planRequested(choice.name), tone: 'positive' });
    },
    onError: failed,
  });
  const withdraw = useMutation({
    mutationFn: async (row: PlanRequest) => unwrap(await cancelPlanRequest(client, row.id)),
    onSuccess: () => {
      queryClient.setQueryData<PlanRequest[]>(requestsKey, []);
      void queryClient.invalidateQueries({ queryKey: requestsKey, refetchType: 'none' });
      toast({ ...employerMessages.planRequestCancelled, tone: 'positive' });
    },
    onError: failed,
  });

  const current = plan.data?.plan;
  const actionFor = (choice: EmployerPlan) => {
    if (!plan.data || requests.isPending) return <Skeleton height="xxlarge" />;
    if (choice.plan === current) {
      return (
        <Button variant="soft" tone="neutral" fullWidth disabled>
          Your current plan
        </Button>
      );
    }
    if (pending?.plan === choice.plan) {
      return (
        <Button variant="soft" fullWidth disabled>
          Requested
        </Button>
      );
    }
    const label = choice.priceMonthly === 0 ? 'Get Started' : 'Upgrade Now';
    return (
      <Button
        fullWidth
        variant={choice.mostPopular ? 'solid' : 'outline'}
        disabled={pending !== undefined || request.isPending}
        loading={request.isPending && request.variables?.plan === choice.plan}
        loadingLabel="Requesting..."
        aria-label={`${label}: ${choice.name}`}
        onClick={() => request.mutate(choice)}
      >
        {label}
      </Button>
    );
  };

  return (
    <Stack space="xlarge">
      <Stack space="xsmall">
        <Heading level={1}>Billing / Subscription</Heading>
        <Text tone="muted">
          Choose the plan that fits your hiring. Our team confirms every change and sends the invoice; no card payment is taken here.
        </Text>
      </Stack>
      {plan.isError ? (
        <Alert tone="critical" title="Your plan could not be loaded." action={<Button size="small" variant="soft" onClick={() => void plan.refetch()}>Try again</Button>}>
          {plan.error.message}
        </Alert>
      ) : plan.data ? (
        <Text weight="semibold">
          You are on the {planOf(plan.data.plan).name} plan
          {plan.data.days_left != null ? ` · ${plan.data.days_left} day${plan.data.days_left === 1 ? '' : 's'} left in this period` : ''}.
        </Text>
      ) : (
        <Skeleton width="50%" />
      )}
      {pending ? (
        <Alert
          tone="info"
          title={`Your request for the ${planOf(pending.plan).name} plan is waiting for confirmation.`}
          action={
            <Button size="small" variant="soft" loading={withdraw.isPending} loadingLabel="Withdrawing..." onClick={() => withdraw.mutate(pending)}>
              Withdraw request
            </Button>
          }
        >
          Requested on {formatDate(pending.created_at)}. Your current plan stays in place until our team confirms the change.
        </Alert>
      ) : null}
      <Columns space="large" collapseBelow="desktop">
        {employerPlans.map((choice) => (
          <Column key={choice.plan}>
            <PlanCard
              name={choice.name}
              price={formatMoney(choice.priceMonthly, 'USD', 'en-US')}
              period="/month"
              description={employerPlanDescriptions[choice.plan]}
              features={planFeatures(choice)}
              popularLabel={choice.mostPopular ? 'Most Popular' : undefined}
              currentLabel={choice.plan === current ? 'Current plan' : undefined}
              headingLevel={2}
              action={actionFor(choice)}
            />
          </Column>
        ))}
      </Columns>
    </Stack>
  );
}
