import { Badge, Card, Heading, Inline, Link, Stack, Text } from '@globalhire/ui';
import { countryLabel, formatDate, localTimeZone, type MyVisaCase } from '@globalhire/data';
import { visaStatusLooks } from './labels';
import { VisaCaseSteps } from './VisaCaseSteps';
import { VisaDocuments } from './VisaDocuments';

const visitorDate = (value: string) => formatDate(value, { timeZone: localTimeZone() });

/** One visa and relocation case: where to, which visa, its status, the ordered steps and the documents. */
export function VisaCaseCard({ visaCase }: { visaCase: MyVisaCase }) {
  const look = visaStatusLooks[visaCase.status];
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
          <VisaCaseSteps visaCase={visaCase} />
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
