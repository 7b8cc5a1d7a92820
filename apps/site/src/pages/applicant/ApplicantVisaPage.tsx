import { Plane } from 'lucide-react';
import { Card, EmptyState, Heading, Link, Stack, Text } from '@globalhire/ui';
import { usePageMeta } from '../../seo/usePageMeta';
import { useLiveCandidateVisa } from '../../features/live/livePages';
import { useMyVisaCases } from '../../features/applicant/applicantQueries';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';
import { VisaCaseCard } from '../../features/applicant/VisaCaseCard';
import { VisaRequestForm } from '../../features/applicant/VisaRequestForm';

/** /applicant/visa: the candidate's visa and relocation cases, step by step, with the document checklist. */
export default function ApplicantVisaPage() {
  usePageMeta({
    title: 'Visa & Relocation Support',
    description: 'Your visa steps and documents.',
    noIndex: true,
  });
  const cases = useMyVisaCases();
  useLiveCandidateVisa();
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Visa & Relocation Support</Heading>
        <Text tone="muted">
          Our visa team updates each step as your case moves on. Upload the documents it asks for
          here. Your visa case costs nothing on its own; the success fee of our managed service is
          due only once you are hired and your visa is approved: see{' '}
          <Link href="/fees">Our Fees</Link>.
        </Text>
      </Stack>
      {cases.isPending ? (
        <LoadingCards count={1} label="Loading your visa case" />
      ) : cases.isError ? (
        <QueryErrorAlert
          title="Your visa case could not be loaded."
          error={cases.error}
          onRetry={() => void cases.refetch()}
          retrying={cases.isRefetching}
        />
      ) : cases.data.length === 0 ? (
        <Stack space="large">
          <Card>
            <EmptyState
              icon={<Plane aria-hidden />}
              title="No visa case yet"
              description="Once you request support, your steps and the documents you need appear here."
            />
          </Card>
          <Card>
            <VisaRequestForm />
          </Card>
        </Stack>
      ) : (
        <Stack space="xlarge" as="ul" aria-label="Your visa cases">
          {cases.data.map((visaCase) => (
            <VisaCaseCard key={visaCase.id} visaCase={visaCase} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
