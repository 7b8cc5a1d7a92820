import { useState } from 'react';
import { Badge, Button, Card, Heading, Inline, Select, Stack, Text } from '@globalhire/ui';
import { countryLabel, type AdminVisaCaseDetail, type Enums } from '@globalhire/data';
import { setVisaCaseStatus, startVisaCase, takeVisaCase } from '@globalhire/data';
import { visaStatusLooks } from '../applicant/labels';
import { personName, visaStageLooks } from './visaLabels';
import { useVisaRouteTemplates, type VisaCaseActions } from './useVisaCase';

type Status = Enums<'visa_case_status'>;
const statusOptions = (Object.keys(visaStatusLooks) as Status[]).map((value) => ({
  value,
  label: visaStatusLooks[value].label,
}));

/** Who the case is for, where it stands, who works on it; take it, start it, move its status. */
export function CaseOverview({
  visaCase,
  adminId,
  actions,
}: {
  visaCase: AdminVisaCaseDetail;
  adminId: string | undefined;
  actions: VisaCaseActions;
}) {
  const [status, setStatus] = useState<Status>(visaCase.status);
  const stage = visaStageLooks[visaCase.stage];
  const mine = visaCase.assigned_to !== null && visaCase.assigned_to === adminId;
  return (
    <Card>
      <Stack space="large">
        <Inline space="medium" align="space-between" alignY="top">
          <Stack space="xsmall">
            <Heading level={2}>
              {personName(visaCase.candidate_first_name, visaCase.candidate_last_name)}
            </Heading>
            <Text tone="muted">{visaCase.candidate_email}</Text>
            <Text>
              {countryLabel(visaCase.destination_country)}: {visaCase.visa_type}
            </Text>
          </Stack>
          <Inline space="small">
            <Badge tone={stage.tone}>{stage.label}</Badge>
            <Badge tone={visaStatusLooks[visaCase.status].tone}>
              {visaStatusLooks[visaCase.status].label}
            </Badge>
          </Inline>
        </Inline>
        <Inline space="medium" alignY="center">
          <Text>
            Assignee:{' '}
            {visaCase.assigned_to
              ? mine
                ? 'You'
                : personName(visaCase.assignee_first_name, visaCase.assignee_last_name)
              : 'Nobody yet'}
          </Text>
          {mine ? null : (
            <Button
              size="small"
              loading={actions.pending === 'take'}
              onClick={() =>
                actions.run({
                  key: 'take',
                  write: (client, version) => takeVisaCase(client, visaCase.id, version),
                  success: { title: 'Case taken', description: 'You are now the case’s assignee.' },
                })
              }
            >
              Take this case
            </Button>
          )}
        </Inline>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            actions.run({
              key: 'status',
              write: (client, version) => setVisaCaseStatus(client, visaCase.id, version, status),
              success: {
                title: 'Status updated',
                description: `The case is now ${visaStatusLooks[status].label}. The candidate was notified.`,
              },
            });
          }}
        >
          <Inline space="small" alignY="bottom">
            <Select
              label="Case status"
              options={statusOptions}
              value={status}
              onChange={(event) => setStatus(event.target.value as Status)}
            />
            <Button
              type="submit"
              variant="soft"
              loading={actions.pending === 'status'}
              disabled={status === visaCase.status}
            >
              Update status
            </Button>
          </Inline>
        </form>
      </Stack>
    </Card>
  );
}

/** A case without steps: pick the route template to start it from. */
export function StartFromTemplate({
  visaCase,
  actions,
}: {
  visaCase: AdminVisaCaseDetail;
  actions: VisaCaseActions;
}) {
  const templates = useVisaRouteTemplates();
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState<string | undefined>();
  const all = templates.data ?? [];
  // The candidate's destination first, then the other countries.
  const ordered = [
    ...all.filter((t) => t.destination_country === visaCase.destination_country),
    ...all.filter((t) => t.destination_country !== visaCase.destination_country),
  ];
  const picked = all.find((t) => String(t.id) === chosen);
  return (
    <Card>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!picked) {
            setError('Choose the route template to start from.');
            return;
          }
          setError(undefined);
          actions.run({
            key: 'start',
            write: (client, version) => startVisaCase(client, visaCase.id, version, picked.id),
            success: {
              title: 'Case started',
              description: `${picked.steps.length} steps of the ${picked.route_name} were added. The candidate was notified.`,
            },
          });
        }}
      >
        <Stack space="medium">
          <Heading level={3} as="h2">
            Start from a route template
          </Heading>
          <Text tone="muted">
            The template adds the route’s steps. Request the documents each step needs below.
          </Text>
          <Select
            label="Route template"
            placeholder={templates.isPending ? 'Loading templates...' : 'Choose a route'}
            options={ordered.map((t) => ({
              value: String(t.id),
              label: `${countryLabel(t.destination_country)}: ${t.route_name}`,
            }))}
            value={chosen}
            error={error ?? (templates.isError ? 'The templates could not be loaded.' : undefined)}
            onChange={(event) => setChosen(event.target.value)}
          />
          {picked ? (
            <Stack space="xsmall" as="ol" aria-label={`Steps of ${picked.route_name}`}>
              {picked.steps.map((step) => (
                <Text key={step.position} size="small">
                  {step.position}. {step.title}
                  {step.documents.length ? ` (${step.documents.join(', ')})` : ''}
                </Text>
              ))}
            </Stack>
          ) : null}
          <Inline space="small">
            <Button type="submit" loading={actions.pending === 'start'}>
              Start case
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
