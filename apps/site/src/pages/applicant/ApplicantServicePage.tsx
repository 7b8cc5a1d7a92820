import { Alert, Card, Heading, Stack, Text } from '@globalhire/ui';
import { formatDate, localTimeZone } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import { LoadingCards } from '../../features/applicant/LoadingCards';
import { QueryErrorAlert } from '../../features/applicant/QueryErrorAlert';
import {
  ConsentCard,
  RecruiterCard,
  TargetsCard,
  personName,
} from '../../features/service/EnrolmentCards';
import { EnrolmentForm } from '../../features/service/EnrolmentForm';
import { FeeQuote } from '../../features/service/FeeQuote';
import { InvoiceSection } from '../../features/service/InvoiceSection';
import { OrderExtraForm } from '../../features/service/OrderExtraForm';
import { ProposalSection } from '../../features/service/ProposalSection';
import { ServiceIntro } from '../../features/service/ServiceIntro';
import { SubmittedApplications } from '../../features/service/SubmittedApplications';
import { useMyService } from '../../features/service/serviceQueries';

/**
 * /applicant/service: the managed service. Not enrolled: what it is, what the candidate would pay
 * and the enrolment with consent. Enrolled: the recruiter, the jobs proposed (approve or decline),
 * the applications sent, invoices and waived fees, extras, targets and consent. Withdrawn: the
 * history, and enrolling again.
 */
export default function ApplicantServicePage() {
  usePageMeta({
    title: 'Managed Service',
    description: 'Your recruiter, the jobs proposed for you, and your invoices.',
    noIndex: true,
  });
  const service = useMyService();
  const enrolment = service.data?.enrolment ?? null;
  const active = enrolment?.status === 'active';

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>Managed Service</Heading>
        <Text tone="muted">
          A GlobalHire recruiter proposes jobs abroad that fit you, and we apply for you to those
          you approve.
        </Text>
      </Stack>
      {service.isPending ? (
        <LoadingCards count={2} label="Loading your managed service" />
      ) : service.isError ? (
        <QueryErrorAlert
          title="Your managed service could not be loaded."
          error={service.error}
          onRetry={() => void service.refetch()}
          retrying={service.isRefetching}
        />
      ) : !enrolment ? (
        <>
          <ServiceIntro />
          <Card padding={['large', 'xlarge']}>
            <EnrolmentForm mode="enrol" enrolment={null} />
          </Card>
        </>
      ) : (
        <>
          {active ? (
            <RecruiterCard recruiter={service.data.recruiter} />
          ) : (
            <>
              <Alert tone="info" title="You withdrew your consent.">
                {enrolment.withdrawn_at
                  ? `On ${formatDate(enrolment.withdrawn_at, { timeZone: localTimeZone() })}. `
                  : ''}
                We no longer look for jobs or apply for you. Applications already sent stay with the
                employers, and invoices already issued stay due. To start again, enrol below.
              </Alert>
              <Card padding={['large', 'xlarge']}>
                <EnrolmentForm mode="enrol" enrolment={enrolment} />
              </Card>
            </>
          )}
          <ProposalSection active={active} recruiterName={personName(service.data.recruiter)} />
          <SubmittedApplications />
          <InvoiceSection />
          {active ? (
            <>
              <Card padding={['large', 'xlarge']}>
                <OrderExtraForm />
              </Card>
              <Stack space="large" as="section" aria-labelledby="service-fees">
                <Heading level={2} id="service-fees">
                  Your fees
                </Heading>
                <FeeQuote
                  destinations={enrolment.target_countries}
                  titleAs="h3"
                  title="What you would pay for jobs in your destinations"
                />
              </Stack>
              <TargetsCard enrolment={enrolment} />
              <ConsentCard
                consent={
                  service.data.consents.find((c) => !c.withdrawn_at) ?? service.data.consents[0]
                }
              />
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}
