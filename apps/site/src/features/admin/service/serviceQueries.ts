import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getBillingDetails,
  getFeeSchedule,
  listCaseload,
  listFeeJurisdictions,
  listInvoices,
  listRecruiters,
  type InvoiceStatus,
} from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { adminKey } from '../adminQueries';

/** The managed service's admin query keys (under the admin key, so any admin write marks them stale). */
export const serviceAdminKeys = {
  caseload: [adminKey, 'service-caseload'],
  recruiters: [adminKey, 'service-recruiters'],
  invoices: [adminKey, 'service-invoices'],
  fees: [adminKey, 'service-fees'],
  jurisdictions: [adminKey, 'fee-jurisdictions'],
  billing: [adminKey, 'billing-details'],
} as const;

/** Every enrolment, active ones first (the admin narrows the list on screen). */
export function useCaseload() {
  const client = useSupabase();
  return useQuery({
    queryKey: serviceAdminKeys.caseload,
    queryFn: async () => unwrap(await listCaseload(client)),
  });
}

export type Recruiter = NonNullable<Awaited<ReturnType<typeof listRecruiters>>['data']>[number];

/** The recruiter accounts with their active caseload sizes. */
export function useRecruiters() {
  const client = useSupabase();
  return useQuery({
    queryKey: serviceAdminKeys.recruiters,
    queryFn: async () => unwrap(await listRecruiters(client)),
  });
}

/** Every invoice, or those of one stored status; the list on screen stays while another loads. */
export function useInvoices(status: InvoiceStatus | undefined) {
  const client = useSupabase();
  return useQuery({
    queryKey: [...serviceAdminKeys.invoices, { status }],
    queryFn: async () => unwrap(await listInvoices(client, { status })),
    placeholderData: keepPreviousData,
  });
}

/** The whole fee schedule, fees no longer offered included. */
export function useFeeSchedule() {
  const client = useSupabase();
  return useQuery({
    queryKey: serviceAdminKeys.fees,
    queryFn: async () => unwrap(await getFeeSchedule(client, { includeInactive: true })),
  });
}

export function useFeeJurisdictions() {
  const client = useSupabase();
  return useQuery({
    queryKey: serviceAdminKeys.jurisdictions,
    queryFn: async () => unwrap(await listFeeJurisdictions(client)),
  });
}

/** Who invoices and where to pay (null until an admin fills it in). */
export function useBillingDetails() {
  const client = useSupabase();
  return useQuery({
    queryKey: serviceAdminKeys.billing,
    queryFn: async () => unwrap(await getBillingDetails(client)),
  });
}
