import { Plane } from 'lucide-react';
import {
  Badge,
  ButtonLink,
  Card,
  EmptyState,
  Inline,
  ProgressBar,
  Stack,
  Text,
} from '@globalhire/ui';
import { countryLabel, formatDate, type MyVisaCase } from '@globalhire/data';
import { useMyVisaCases } from '../applicant/applicantQueries';
import { visaStatusLooks } from '../applicant/labels';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { Timeline, type TimelineItem } from '../applicant/Timeline';
import { DashboardSection, LoadingRows } from './DashboardSection';

/**
 * The step in hand with the one before and the one after: enough to see where the case stands;
 * the visa page lists them all.
 */
function stepsAround(visaCase: MyVisaCase): TimelineItem[] {
  const steps = [...visaCase.steps].sort((a, b) => a.position - b.position);
  const current = steps.findIndex((step) => !step.done);
  const at = current === -1 ? steps.length - 1 : current;
  const from = Math.max(0, at - 1);
  return steps.slice(from, at + 2).map((step, i) => ({
    key: step.id,
    title: `${step.position}. ${step.title}`,
    detail: !step.done && step.due_date ? `Due by ${formatDate(step.due_date)}` : undefined,
    state: step.done ? 'done' : from + i === current ? 'current' : 'todo',
  }));
}

function VisaCaseProgress({ visaCase }: { visaCase: MyVisaCase }) {
  const look = visaStatusLooks[visaCase.status];
  const destination = countryLabel(visaCase.destination_country);
  const done = visaCase.steps.filter((step) => step.done).length;
  const total = visaCase.steps.length;
  return (
    <Card>
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="center">
          <Text weight="semibold">
            {destination}: {visaCase.visa_type}
          </Text>
          <Badge tone={look.tone}>{look.label}</Badge>
        </Inline>
        {total === 0 ? (
          <Text tone="muted">
            Our visa team is preparing your steps. You will be notified when they are ready.
          </Text>
        ) : (
          <Stack space="large">
            <ProgressBar
              value={done}
              max={total}
              label={`${done} of ${total} steps done`}
              showValue
            />
            <Timeline
              label={`Steps for ${destination}: ${visaCase.visa_type}`}
              items={stepsAround(visaCase)}
            />
          </Stack>
        )}
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
