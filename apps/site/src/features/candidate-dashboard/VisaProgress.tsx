import { Plane } from 'lucide-react';
import { Badge, ButtonLink, Card, EmptyState, Inline, Stack, Text } from '@globalhire/ui';
import { countryLabel, type MyVisaCase } from '@globalhire/data';
import { useMyVisaCases } from '../applicant/applicantQueries';
import { visaStatusLooks } from '../applicant/labels';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { VisaCaseSteps } from '../applicant/VisaCaseSteps';
import { DashboardSection, LoadingRows } from '../dashboard/DashboardSection';

function VisaCaseProgress({ visaCase }: { visaCase: MyVisaCase }) {
  const look = visaStatusLooks[visaCase.status];
  const destination = countryLabel(visaCase.destination_country);
  return (
    <Card>
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="center">
          <Text weight="semibold">
            {destination}: {visaCase.visa_type}
          </Text>
          <Badge tone={look.tone}>{look.label}</Badge>
        </Inline>
        <VisaCaseSteps visaCase={visaCase} compact />
      </Stack>
    </Card>
  );
}

/** The candidate's newest visa case (the one the dashboard counts), step by step. */
export function VisaProgress() {
  const cases = useMyVisaCases();
  const count = cases.data?.length ?? 0;
  return (
    <DashboardSection
      title="Visa Progress"
      link={
        count > 0
          ? {
              href: '/applicant/visa',
              label: count > 1 ? `View all ${count} visa cases` : 'View visa case',
            }
          : undefined
      }
      busy={cases.isPending}
    >
      {cases.isPending ? (
        <LoadingRows rows={2} label="Loading your visa case" />
      ) : cases.isError ? (
        <QueryErrorAlert
          title="Your visa case could not be loaded."
          error={cases.error}
          onRetry={() => void cases.refetch()}
          retrying={cases.isRefetching}
        />
      ) : cases.data[0] ? (
        <VisaCaseProgress visaCase={cases.data[0]} />
      ) : (
        <Card>
          <EmptyState
            titleAs="h3"
            icon={<Plane aria-hidden />}
            title="No visa case yet"
            description="Our visa team can guide you through your visa and relocation, step by step."
            action={
              <ButtonLink href="/applicant/visa" variant="outline">
                Request visa support
              </ButtonLink>
            }
          />
        </Card>
      )}
    </DashboardSection>
  );
}
