import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Heading, Link, Stack } from '@globalhire/ui';
import {
  formatDate,
  latestOffers,
  listOffers,
  offerStatusAt,
  type AdminVisaCaseDetail,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { adminKey } from '../admin/adminQueries';
import { Facts } from '../admin/people/Facts';
import { offerSalary, offerStartDate, offerStatusLooks } from '../offers/offerLabels';

/** The newest offer on the hire's application (admins read every offer). */
function useHireOffer(applicationId: number | null) {
  const client = useSupabase();
  return useQuery({
    queryKey: [adminKey, 'visa-case-offer', applicationId],
    queryFn: async () =>
      latestOffers(unwrap(await listOffers(client, [applicationId!]))).get(applicationId!) ?? null,
    enabled: applicationId !== null,
  });
}

/** The hire a case was opened for: the job, the employer and the accepted offer or hire date. */
export function CaseHire({ visaCase }: { visaCase: AdminVisaCaseDetail }) {
  const offer = useHireOffer(visaCase.application_id);
  if (visaCase.job_id === null && visaCase.employer_id === null) return null;
  const offered = offer.data;
  const offerDetail =
    offer.isPending && visaCase.application_id !== null ? (
      'Loading the offer...'
    ) : offered ? (
      <>
        {offerSalary(offered)}, starting {offerStartDate(offered)}
        {offered.answered_at ? `, answered ${formatDate(offered.answered_at)}` : ''}{' '}
        <Badge tone={offerStatusLooks[offerStatusAt(offered)].tone}>
          {offerStatusLooks[offerStatusAt(offered)].label}
        </Badge>
      </>
    ) : offer.isError ? (
      'The offer could not be loaded.'
    ) : (
      'None recorded'
    );
  return (
    <Card>
      <Stack space="medium">
        <Heading level={3} as="h2">
          Hire
        </Heading>
        <Facts
          facts={[
            {
              term: 'Job',
              detail:
                visaCase.job_id !== null ? (
                  <Link href={`/jobs/${visaCase.job_id}`}>{visaCase.job_title ?? 'The job'}</Link>
                ) : null,
            },
            {
              term: 'Employer',
              detail:
                visaCase.employer_id !== null ? (
                  <Link href={`/admin/employers/${visaCase.employer_id}`}>
                    {visaCase.employer_name ?? 'The employer'}
                  </Link>
                ) : null,
            },
            {
              term: 'Hired',
              detail: visaCase.hired_at ? formatDate(visaCase.hired_at) : 'Not hired yet',
            },
            { term: 'Offer', detail: visaCase.application_id !== null ? offerDetail : null },
          ]}
        />
      </Stack>
    </Card>
  );
}
