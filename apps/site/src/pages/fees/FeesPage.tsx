import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  Heading,
  Inline,
  Link,
  PlanCard,
  PlanCardGrid,
  Skeleton,
  Stack,
  Text,
} from '@globalhire/ui';
import {
  formatDate,
  getFeeSchedule,
  listFeeJurisdictions,
  type FeeJurisdiction,
  type ServiceFee,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { feesCopy as copy } from '../../content/fees';
import { CardGrid } from '../../features/content/CardGrid';
import { ContentPage } from '../../features/content/ContentPage';
import { feeMoney, feePrice } from '../../features/service/feeSummary';
import { serviceKeys } from '../../features/service/serviceQueries';
import { usePageMeta } from '../../seo/usePageMeta';

const priceOf = (fee: ServiceFee) =>
  feePrice({
    amount: fee.amount,
    currency: fee.currency,
    unit: fee.unit,
    amountIsFrom: fee.amount_is_from,
  });

function RetryAlert({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <Alert
      tone="critical"
      title={title}
      action={
        <Button size="small" variant="outline" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}

/** The schedule: the free tier, the two fees for finding work, and the extras one orders. */
function Schedule({ fees }: { fees: ServiceFee[] }) {
  const byCode = new Map(fees.map((fee) => [fee.code, fee]));
  const registration = byCode.get('registration');
  const success = byCode.get('success');
  const extras = fees.filter((fee) => fee.charged_on === 'ordered');
  const currency = registration?.currency ?? fees[0]?.currency ?? 'USD';
  const allUsd = fees.every((fee) => fee.currency === 'USD');
  return (
    <Stack space="xxlarge">
      <Stack space="medium">
        <PlanCardGrid>
          <PlanCard
            name={copy.free.name}
            price={feeMoney(0, currency)}
            period={copy.free.period}
            features={copy.free.features}
            headingLevel={2}
          />
          {registration ? (
            <PlanCard
              name={registration.label}
              price={feeMoney(registration.amount, registration.currency)}
              period={copy.registration.period}
              description={copy.registration.description}
              features={copy.registration.features}
              headingLevel={2}
            />
          ) : null}
          {success ? (
            <PlanCard
              name={success.label}
              price={feeMoney(success.amount, success.currency)}
              period={copy.success.period}
              description={copy.success.description}
              features={copy.success.features}
              popularLabel={copy.success.highlight}
              headingLevel={2}
            />
          ) : null}
        </PlanCardGrid>
        <Text tone="muted" size="small">
          {allUsd ? copy.currencyNote : copy.currencyNoteMixed}
        </Text>
      </Stack>
      {extras.length > 0 ? (
        <Stack space="large">
          <Stack space="small">
            <Heading level={2}>{copy.optionalTitle}</Heading>
            <Text tone="muted">{copy.optionalIntro}</Text>
          </Stack>
          <CardGrid>
            {extras.map((fee) => (
              <Card key={fee.code}>
                <Stack space="small">
                  <Heading level={4} as="h3">
                    {fee.label}
                  </Heading>
                  <Text size="large" weight="semibold">
                    {priceOf(fee)}
                  </Text>
                </Stack>
              </Card>
            ))}
          </CardGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** One place where the law stops the fees for finding work: what it says, for whom, and where. */
function Restriction({ rule }: { rule: FeeJurisdiction }) {
  return (
    <Card>
      <Stack space="medium">
        <Stack space="xsmall">
          <Heading level={4} as="h3">
            {rule.name}
          </Heading>
          <Text size="small" weight="semibold" tone="muted">
            {copy.noFees.appliesWhen[rule.applies_when]}
          </Text>
        </Stack>
        <Text>{rule.summary}</Text>
        <Stack space="xsmall">
          <Text size="small" weight="semibold">
            {copy.noFees.sourcesLabel}
          </Text>
          <Stack space="xxsmall" as="ul" aria-label={`${copy.noFees.sourcesLabel}: ${rule.name}`}>
            {rule.sources.map((source) => (
              <Text key={source.url} size="small">
                <Link href={source.url} external>
                  {source.title}
                </Link>
              </Text>
            ))}
          </Stack>
        </Stack>
        <Text size="small" tone="muted">
          {copy.noFees.reviewed} {formatDate(rule.reviewed_on)}.
        </Text>
      </Stack>
    </Card>
  );
}

/** /fees: what candidates pay and when (spec §9), from the fee schedule, and where we charge none. */
export default function FeesPage() {
  usePageMeta({ title: copy.title, description: copy.intro });
  const client = useSupabase();
  const schedule = useQuery({
    queryKey: serviceKeys.feeSchedule,
    queryFn: async () => unwrap(await getFeeSchedule(client)),
  });
  const jurisdictions = useQuery({
    queryKey: serviceKeys.feeJurisdictions,
    queryFn: async () => unwrap(await listFeeJurisdictions(client)),
  });

  return (
    <ContentPage title={copy.title} intro={copy.intro}>
      {schedule.isPending ? (
        <Stack space="medium" aria-busy="true">
          <Skeleton height="xxlarge" />
          <Skeleton lines={4} />
          <Text tone="muted" size="small">
            {copy.loading}
          </Text>
        </Stack>
      ) : schedule.isError ? (
        <RetryAlert
          title={copy.loadError}
          error={schedule.error}
          onRetry={() => void schedule.refetch()}
          retrying={schedule.isFetching}
        />
      ) : (
        <Schedule fees={schedule.data} />
      )}

      <Stack space="large" as="section" aria-labelledby="no-fees">
        <Stack space="small">
          <Heading level={2} id="no-fees">
            {copy.noFees.title}
          </Heading>
          <Text tone="muted">{copy.noFees.intro}</Text>
        </Stack>
        {jurisdictions.isPending ? (
          <Skeleton lines={3} />
        ) : jurisdictions.isError ? (
          <RetryAlert
            title={copy.noFees.loadError}
            error={jurisdictions.error}
            onRetry={() => void jurisdictions.refetch()}
            retrying={jurisdictions.isFetching}
          />
        ) : (
          <CardGrid>
            {jurisdictions.data.map((rule) => (
              <Restriction key={rule.id} rule={rule} />
            ))}
          </CardGrid>
        )}
        <Text>{copy.noFees.before}</Text>
      </Stack>

      <Alert tone="info" title={copy.refunds.title}>
        {copy.refunds.text}
      </Alert>

      <Card tone="brandSoft" padding="xlarge">
        <Stack space="medium" align="center">
          <Heading level={3} as="h2" align="center">
            {copy.cta.title}
          </Heading>
          <Text align="center">{copy.cta.text}</Text>
          <Inline space="medium" align="center">
            <ButtonLink href="/register?type=candidate">{copy.cta.register}</ButtonLink>
            <ButtonLink href="/faqs" variant="outline">
              {copy.cta.questions}
            </ButtonLink>
          </Inline>
        </Stack>
      </Card>
    </ContentPage>
  );
}
