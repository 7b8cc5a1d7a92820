import { useQuery } from '@tanstack/react-query';
import {
  getVisaVerdicts,
  visaVerdictLabels,
  visaVerdictTones,
  type JobVerdict,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { useCitizenships, visaFitKey } from './useCitizenships';

export interface VerdictBadge {
  label: string;
  tone: 'positive' | 'critical' | 'neutral';
}

/**
 * The verdict chip of each job on a page of cards, for a candidate (their profile) or a visitor
 * who picked citizenships; nothing for anyone else, who has not said whom to answer for.
 */
export function useJobVerdicts(jobIds: readonly number[]): Map<number, VerdictBadge> {
  const client = useSupabase();
  const who = useCitizenships();
  const forWhom = who.kind === 'profile' ? null : who.citizenships;
  const enabled =
    jobIds.length > 0 &&
    (who.kind === 'profile'
      ? !who.loading && who.citizenships.length > 0
      : who.citizenships.length > 0);
  const verdicts = useQuery({
    queryKey: [visaFitKey, 'cards', who.kind, who.citizenships, jobIds],
    queryFn: async () => unwrap(await getVisaVerdicts(client, jobIds, forWhom)),
    enabled,
  });
  const badges = new Map<number, VerdictBadge>();
  if (!enabled) return badges;
  (verdicts.data ?? []).forEach((row: JobVerdict) =>
    badges.set(row.job_id, {
      label: visaVerdictLabels[row.verdict],
      tone: visaVerdictTones[row.verdict],
    }),
  );
  return badges;
}
