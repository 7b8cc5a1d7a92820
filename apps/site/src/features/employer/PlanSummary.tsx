import { Alert, ButtonLink, Card, Inline, Skeleton, Stack, Text } from '@globalhire/ui';
import { planOf, postingsText } from './plans';
import { useMyPlan } from './employerQueries';

/** The current plan's limits and how much of them is used, above the post-job form. */
export function PlanSummary() {
  const plan = useMyPlan();
  if (plan.isError) {
    return (
      <Alert
        tone="caution"
        title="Your plan could not be loaded."
        action={
          <ButtonLink href="/employer/plans" size="small" variant="soft">
            View plans
          </ButtonLink>
        }
      >
        {plan.error.message} The posting limit still applies when you post.
      </Alert>
    );
  }
  const p = plan.data;
  const used = p
    ? p.posting_limit === null
      ? `${p.active_postings} active postings`
      : `${p.active_postings} of ${p.posting_limit} active postings used`
    : '';
  const daysLeft =
    p?.days_left != null
      ? ` · ${p.days_left} day${p.days_left === 1 ? '' : 's'} left in this period`
      : '';
  return (
    <Card padding="large" aria-busy={plan.isPending || undefined}>
      <Inline space="medium" align="space-between" alignY="center">
        <Stack space="xsmall">
          {p ? (
            <>
              <Text weight="semibold">
                {planOf(p.plan).name} plan: {postingsText(p.posting_limit)}, {p.visibility_days}{' '}
                days visibility
              </Text>
              <Text tone="muted" size="small">
                {used}
                {daysLeft}
              </Text>
            </>
          ) : (
            <>
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </>
          )}
        </Stack>
        <ButtonLink href="/employer/plans" variant="soft" size="small">
          Compare plans
        </ButtonLink>
      </Inline>
    </Card>
  );
}
