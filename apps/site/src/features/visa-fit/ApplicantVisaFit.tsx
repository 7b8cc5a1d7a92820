import { Badge, Stack, Text } from '@globalhire/ui';
import {
  describeVisaCheck,
  visaVerdictLabels,
  visaVerdictTones,
  type VisaFit,
} from '@globalhire/data';

/**
 * An applicant's verdict for the job in a table cell: the verdict, and the check that decided it
 * (the first one not met, or the last one passed).
 */
export function ApplicantVisaFit({ fit, pending }: { fit: VisaFit | undefined; pending: boolean }) {
  if (!fit)
    return (
      <Text size="small" tone="muted">
        {pending ? 'Checking…' : 'Not available'}
      </Text>
    );
  const deciding =
    fit.checks.find((check) => check.status === 'failed' && check.check !== 'citizenship') ??
    fit.checks.find((check) => check.status === 'unknown' && check.check !== 'citizenship') ??
    fit.checks.at(-1);
  return (
    <Stack space="xsmall">
      <Badge tone={visaVerdictTones[fit.verdict]}>{visaVerdictLabels[fit.verdict]}</Badge>
      {fit.route ? (
        <Text size="small" tone="muted">
          {fit.route.name}
        </Text>
      ) : null}
      {deciding && fit.verdict !== 'no_visa_needed' && fit.verdict !== 'likely_sponsorable' ? (
        <Text size="small" tone="muted">
          {describeVisaCheck(deciding, fit)}
        </Text>
      ) : null}
    </Stack>
  );
}
