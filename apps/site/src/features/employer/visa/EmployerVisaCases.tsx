import { Alert, Button, Stack } from '@globalhire/ui';
import type { EmployerApplicant } from '@globalhire/data';
import { useHiredVisaProgress } from '../HiredVisaProgress';
import { candidateName } from '../useApplicantActions';
import { EmployerVisaCasePanel } from './EmployerVisaCasePanel';
import { useEmployerVisaSteps } from './employerVisaQueries';

/** The "Visa case" panels of the hires listed: one per case a hire of this employer opened. */
export function EmployerVisaCases({ rows }: { rows: EmployerApplicant[] | undefined }) {
  const hires = (rows ?? []).filter((row) => row.status === 'hired');
  const progress = useHiredVisaProgress(hires.length > 0);
  const cases = (progress.data ?? []).flatMap((visaCase) => {
    const hire = hires.find((row) => row.id === visaCase.application_id);
    return hire ? [{ visaCase, hire }] : [];
  });
  const steps = useEmployerVisaSteps(cases.map(({ visaCase }) => visaCase.case_id));
  if (cases.length === 0) return null;
  return (
    <Stack space="large">
      {steps.isError ? (
        <Alert
          tone="critical"
          title="Your visa steps could not be loaded."
          action={
            <Button size="small" variant="soft" onClick={() => void steps.refetch()}>
              Try again
            </Button>
          }
        >
          {steps.error.message}
        </Alert>
      ) : null}
      {cases.map(({ visaCase, hire }) => (
        <EmployerVisaCasePanel
          key={visaCase.case_id}
          candidate={candidateName(hire)}
          jobTitle={hire.job.title}
          progress={visaCase}
          steps={(steps.data ?? []).filter((step) => step.case_id === visaCase.case_id)}
          stepsPending={steps.isPending}
        />
      ))}
    </Stack>
  );
}
