import { Button, Card, Heading, Inline, ProgressBar, Stack, Text } from '@globalhire/ui';
import { formatDate, setVisaStepDone, type AdminVisaCaseDetail } from '@globalhire/data';
import type { VisaCaseActions } from './useVisaCase';
import { visaStepOwnerLabels } from './visaLabels';

/** The case's steps in order; the admin marks each done (the candidate is notified) or reopens it. */
export function CaseSteps({
  visaCase,
  actions,
}: {
  visaCase: AdminVisaCaseDetail;
  actions: VisaCaseActions;
}) {
  const done = visaCase.steps.filter((step) => step.done).length;
  return (
    <Card>
      <Stack space="large">
        <Heading level={3} as="h2">
          Steps
        </Heading>
        <ProgressBar
          value={done}
          max={visaCase.steps.length}
          label={`${done} of ${visaCase.steps.length} steps done`}
          showValue
        />
        <Stack space="small" as="ol" dividers aria-label="Steps">
          {visaCase.steps.map((step) => {
            const key = `step-${step.id}`;
            return (
              <Inline key={step.id} space="medium" align="space-between" alignY="center">
                <Stack space="xxsmall">
                  <Text weight="semibold">
                    {step.position}. {step.title}
                  </Text>
                  <Text tone="muted" size="small">
                    {visaStepOwnerLabels[step.owner]} ·{' '}
                    {step.done && step.done_at
                      ? `Done ${formatDate(step.done_at)}`
                      : (step.description ?? 'To do')}
                  </Text>
                </Stack>
                <Button
                  size="small"
                  variant={step.done ? 'outline' : 'soft'}
                  loading={actions.pending === key}
                  aria-label={`${step.done ? 'Reopen' : 'Mark done'}: ${step.title}`}
                  onClick={() =>
                    actions.run({
                      key,
                      write: (client, version) =>
                        setVisaStepDone(client, step.id, version, !step.done),
                      success: {
                        title: step.done ? 'Step reopened' : 'Step done',
                        description: `${step.title}. The candidate was notified.`,
                      },
                    })
                  }
                >
                  {step.done ? 'Reopen' : 'Mark done'}
                </Button>
              </Inline>
            );
          })}
        </Stack>
      </Stack>
    </Card>
  );
}
