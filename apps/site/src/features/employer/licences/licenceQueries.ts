import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  byLicenceKind,
  getMyLicences,
  getVerifiedLicences,
  type MyLicence,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';

/** The employer's own licences (under 'employer', so panel-wide refreshes reach them too). */
export const myLicencesKey = (employerId: string) => ['employer', 'licences', employerId] as const;

/** A company's verified licences, as its company page and job pages show them. */
export const verifiedLicencesKey = (employerId: string) =>
  ['verified-licences', employerId] as const;

export function useMyLicences(employerId: string) {
  const client = useSupabase();
  return useQuery({
    queryKey: myLicencesKey(employerId),
    queryFn: async () => unwrap(await getMyLicences(client, employerId)),
    enabled: Boolean(employerId),
  });
}

/** Verified licences of a company; fetched by the server render of public pages too. */
export function useVerifiedLicences(employerId: string | null | undefined) {
  const client = useSupabase();
  return useQuery({
    queryKey: verifiedLicencesKey(employerId ?? ''),
    queryFn: async () => unwrap(await getVerifiedLicences(client, employerId ?? '')),
    enabled: Boolean(employerId),
  });
}

/**
 * After a write: the employer's list takes the row the database answered with (or loses a
 * withdrawn one), and the public badges are read again when next shown.
 */
export function useApplyLicenceChange(employerId: string) {
  const queryClient = useQueryClient();
  return (change: { saved: MyLicence } | { withdrawn: number }) => {
    queryClient.setQueryData<MyLicence[]>(myLicencesKey(employerId), (rows = []) =>
      'saved' in change
        ? byLicenceKind([...rows.filter((row) => row.id !== change.saved.id), change.saved])
        : rows.filter((row) => row.id !== change.withdrawn),
    );
    void queryClient.invalidateQueries({
      queryKey: verifiedLicencesKey(employerId),
      refetchType: 'none',
    });
  };
}
