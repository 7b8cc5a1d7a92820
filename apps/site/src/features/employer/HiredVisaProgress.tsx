import { useQuery } from '@tanstack/react-query';
import { Text } from '@globalhire/ui';
import {
  countryLabel,
  listEmployerVisaProgress,
  type EmployerVisaProgress,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { visaStatusLooks } from '../applicant/labels';
import { useEmployerId } from './employerQueries';

/**
 * The visa cases of the candidates this employer hired: stage and step progress only (the
 * database hands out nothing else: no documents, no notes). Read only when a hired row is shown.
 */
export function useHiredVisaProgress(enabled: boolean) {
  const client = useSupabase();
  const employerId = useEmployerId();
  return useQuery({
    queryKey: ['employer', 'visa-progress', employerId],
    queryFn: async () => unwrap(await listEmployerVisaProgress(client)),
    enabled,
  });
}

/** "Visa: United Kingdom, In Progress · 2 of 6 steps (now: …)" under a hired candidate's status. */
export function HiredVisaProgress({ progress }: { progress: EmployerVisaProgress }) {
  const steps =
    progress.steps_total > 0
      ? ` · ${progress.steps_done} of ${progress.steps_total} steps`
      : ' · steps being prepared';
  return (
    <Text size="small" tone="muted">
      Visa: {countryLabel(progress.destination_country)}, {visaStatusLooks[progress.status].label}
      {steps}
      {progress.current_step ? ` (now: ${progress.current_step})` : ''}
    </Text>
  );
}
