import { Badge, Card, Heading, Inline, Link, ProgressBar, Stack, Text } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  localTimeZone,
  type MyVisaCase,
  type VisaCaseStep,
} from '@globalhire/data';
import { visaStatusLooks } from './labels';
import { Timeline } from './Timeline';
import { VisaDocuments } from './VisaDocuments';

const visitorDate = (value: string) => formatDate(value, { timeZone: localTimeZone() });

function stepDetail(step: VisaCaseStep) {
  const when =
    step.done && step.done_at
      ? `Done ${visitorDate(step.done_at)}`
      : !step.done && step.due_date
        ? `Due by ${formatDate(step.due_date)}`
        : null;
  return [step.description, when].filter(Boolean).join(' · ') || undefined;
}

/** One visa and relocation case: where to, which visa, its status, the ordered steps and the documents. */
export function VisaCaseCard({ visaCase }: { visaCase: MyVisaCase }) {
  const look = visaStatusLooks[visaCase.status];
  const steps = [...visaCase.steps].sort((a, b) => a.position - b.position);
  const done = steps.filter((step) => step.done).length;
  const current = steps.find((step) => !step.done);
  const destination = countryLabel(visaCase.destination_country);
  return (
    <Card>
      <Stack space="xlarge">
        <Stack space="small">
          <Inline space="medium" align="space-between" alignY="top">
            <Heading level={3} as="h2">
              {destination}: {visaCase.visa_type}
            </Heading>
            <Badge tone={look.tone}>{look.label}</Badge>
          </Inline>
          {visaCase.job ? (
            <Text tone="muted">
              For your application to{' '}
              <Link href={`/jobs/${visaCase.job.id}`}>{visaCase.job.title}</Link>
            </Text>
          ) : null}
          {visaCase.notes ? <Text>{visaCase.notes}</Text> : null}
          <Text tone="muted" size="small">
            Opened {visitorDate(visaCase.created_at)} · Last update{' '}
            {visitorDate(visaCase.updated_at)}
          </Text>
        </Stack>
        <Stack space="medium">
          <Heading level={4} as="h3">
            Steps
          </Heading>
          {steps.length === 0 ? (
            <Text tone="muted">
              Our visa team is preparing your steps. You will be notified when they are ready.
            </Text>
          ) : (
            <Stack space="large">
              <ProgressBar
                value={done}
                max={steps.length}
                label={`${done} of ${steps.length} steps done`}
                showValue
              />
              <Timeline
                label={`Steps for ${destination}: ${visaCase.visa_type}`}
                items={steps.map((step) => ({
                  key: step.id,
                  title: `${step.position}. ${step.title}`,
                  detail: stepDetail(step),
                  state: step.done ? 'done' : step === current ? 'current' : 'todo',
                }))}
              />
            </Stack>
          )}
        </Stack>
        <VisaDocuments visaCase={visaCase} />
        <Stack space="medium">
          <Heading level={4} as="h3">
            Notes from our visa team
          </Heading>
          {visaCase.notes_from_team.length === 0 ? (
            <Text tone="muted">No notes yet.</Text>
          ) : (
            <Stack space="small" as="ul" dividers aria-label="Notes from our visa team">
              {[...visaCase.notes_from_team]
                .sort((a, b) => b.created_at.localeCompare(a.created_at))
                .map((note) => (
                  <Stack key={note.id} space="xxsmall">
                    <Text tone="muted" size="small">
                      {visitorDate(note.created_at)}
                    </Text>
                    <Text>{note.body}</Text>
                  </Stack>
                ))}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
