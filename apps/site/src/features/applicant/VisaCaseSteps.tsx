import { ProgressBar, Stack, Text } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  localTimeZone,
  type MyVisaCase,
  type VisaCaseStep,
} from '@globalhire/data';
import { Timeline } from './Timeline';

const visitorDate = (value: string) => formatDate(value, { timeZone: localTimeZone() });

/** A step's description and when it was done or is due (the due date alone when compact). */
function stepDetail(step: VisaCaseStep, compact: boolean) {
  const when =
    step.done && step.done_at && !compact
      ? `Done ${visitorDate(step.done_at)}`
      : !step.done && step.due_date
        ? `Due by ${formatDate(step.due_date)}`
        : null;
  return [compact ? null : step.description, when].filter(Boolean).join(' · ') || undefined;
}

export interface VisaCaseStepsProps {
  visaCase: MyVisaCase;
  /**
   * Only the step in hand with the one before and the one after, each with its due date: enough
   * to see where the case stands (the visa page lists them all).
   */
  compact?: boolean;
}

/** A visa case's progress: how many steps are done, then the steps in order. */
export function VisaCaseSteps({ visaCase, compact = false }: VisaCaseStepsProps) {
  const steps = [...visaCase.steps].sort((a, b) => a.position - b.position);
  if (steps.length === 0) {
    return (
      <Text tone="muted">
        Our visa team is preparing your steps. You will be notified when they are ready.
      </Text>
    );
  }
  const done = steps.filter((step) => step.done).length;
  const current = steps.findIndex((step) => !step.done);
  const at = current === -1 ? steps.length - 1 : current;
  const from = compact ? Math.max(0, at - 1) : 0;
  const shown = compact ? steps.slice(from, at + 2) : steps;
  const destination = countryLabel(visaCase.destination_country);
  return (
    <Stack space="large">
      <ProgressBar
        value={done}
        max={steps.length}
        label={`${done} of ${steps.length} steps done`}
        showValue
      />
      <Timeline
        label={`Steps for ${destination}: ${visaCase.visa_type}`}
        items={shown.map((step, i) => ({
          key: step.id,
          title: `${step.position}. ${step.title}`,
          detail: stepDetail(step, compact),
          state: step.done ? 'done' : from + i === current ? 'current' : 'todo',
        }))}
      />
    </Stack>
  );
}
