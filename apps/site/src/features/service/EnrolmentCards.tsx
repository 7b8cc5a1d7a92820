import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Mail, Pencil, Phone, UserRound } from 'lucide-react';
import { Button, Card, Heading, Inline, Link, Stack, Text, toast } from '@globalhire/ui';
import {
  countryLabel,
  formatDate,
  formatNumber,
  localTimeZone,
  salaryPeriodSuffix,
  withdrawServiceConsent,
  type ConsentRecord,
  type Enrolment,
  type MyService,
  type Proposal,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { ConfirmDialog } from '../account/ConfirmDialog';
import { useCandidateId } from '../applicant/applicantQueries';
import * as applicantStyles from '../applicant/applicant.css';
import { EnrolmentForm } from './EnrolmentForm';
import { serviceMessages } from './serviceMessages';
import { serviceKeys } from './serviceQueries';
import * as styles from './service.css';

const visitorDate = (value: string) => formatDate(value, { timeZone: localTimeZone() });

export const personName = (
  person: { first_name: string | null; last_name: string | null } | null,
) => (person ? [person.first_name, person.last_name].filter(Boolean).join(' ') || null : null);

/** Who looks for jobs for the candidate, and how to reach them. */
export function RecruiterCard({ recruiter }: { recruiter: MyService['recruiter'] }) {
  const name = personName(recruiter);
  return (
    <Card>
      <Stack space="medium">
        <Inline space="small" alignY="center">
          <UserRound aria-hidden className={applicantStyles.inlineIcon} />
          <Heading level={4} as="h2">
            Your recruiter
          </Heading>
        </Inline>
        {recruiter && name ? (
          <Stack space="xsmall">
            <Text weight="semibold">{name}</Text>
            {recruiter.email ? (
              <Inline space="xsmall" alignY="center">
                <Mail aria-hidden className={applicantStyles.inlineIcon} />
                <Link href={`mailto:${recruiter.email}`}>{recruiter.email}</Link>
              </Inline>
            ) : null}
            {recruiter.phone ? (
              <Inline space="xsmall" alignY="center">
                <Phone aria-hidden className={applicantStyles.inlineIcon} />
                <Link href={`tel:${recruiter.phone.replace(/\s/g, '')}`}>{recruiter.phone}</Link>
              </Inline>
            ) : null}
          </Stack>
        ) : (
          <Text tone="muted">
            We are choosing your recruiter. You will be notified as soon as they start looking for
            jobs for you.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The targets the recruiter works to, and the form that changes them. */
export function TargetsCard({ enrolment }: { enrolment: Enrolment }) {
  const [editing, setEditing] = useState(false);
  const salary =
    enrolment.salary_min !== null
      ? `${formatNumber(Number(enrolment.salary_min))} ${enrolment.salary_currency ?? ''} ${salaryPeriodSuffix[enrolment.salary_period]}`.replace(
          /\s+/g,
          ' ',
        )
      : 'Not given';
  return (
    <Card>
      {editing ? (
        <EnrolmentForm
          mode="edit"
          enrolment={enrolment}
          onCancel={() => setEditing(false)}
          onSaved={() => setEditing(false)}
        />
      ) : (
        <Stack space="medium">
          <Inline space="medium" align="space-between" alignY="center">
            <Heading level={4} as="h2">
              Your targets
            </Heading>
            <Button
              variant="outline"
              size="small"
              icon={<Pencil aria-hidden />}
              onClick={() => setEditing(true)}
            >
              Change targets
            </Button>
          </Inline>
          <dl className={styles.details}>
            <dt>Destinations</dt>
            <dd>{enrolment.target_countries.map(countryLabel).join(', ')}</dd>
            <dt>Roles</dt>
            <dd>
              {enrolment.target_roles.length > 0
                ? enrolment.target_roles.join(', ')
                : 'Any that fit your profile'}
            </dd>
            <dt>Lowest salary</dt>
            <dd>{salary}</dd>
          </dl>
        </Stack>
      )}
    </Card>
  );
}

/**
 * The consent given (with its words) and the way to withdraw it. Withdrawing withdraws the open
 * proposals too, as the server does; applications already sent stay with the employers.
 */
export function ConsentCard({ consent }: { consent: ConsentRecord | undefined }) {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const userId = useCandidateId();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useMutation({
    mutationFn: async () => unwrap(await withdrawServiceConsent(client)),
    onSuccess: (enrolment) => {
      const at = enrolment.withdrawn_at;
      queryClient.setQueryData<MyService>(serviceKeys.mine(userId), (service) =>
        service
          ? {
              ...service,
              enrolment,
              consents: service.consents.map((c) =>
                c.withdrawn_at ? c : { ...c, withdrawn_at: at },
              ),
            }
          : service,
      );
      queryClient.setQueryData<Proposal[]>(serviceKeys.proposals(userId), (rows) =>
        rows?.map((row) => (row.status === 'proposed' ? { ...row, status: 'withdrawn' } : row)),
      );
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all, refetchType: 'none' });
      setConfirming(false);
      toast({ ...serviceMessages.withdrawn, tone: 'positive' });
    },
  });
  return (
    <Card>
      <Stack space="medium">
        <Heading level={4} as="h2">
          Your consent
        </Heading>
        <Text tone="muted">
          {consent
            ? `You gave it on ${visitorDate(consent.given_at)} (version ${consent.consent_version}).`
            : 'You gave it when you enrolled.'}{' '}
          You can withdraw it at any time: no new proposals or applications follow.
        </Text>
        {consent ? (
          <blockquote className={styles.consentText}>
            <Text as="p" size="small">
              {consent.consent_text}
            </Text>
          </blockquote>
        ) : null}
        <Inline space="small">
          <Button
            variant="outline"
            tone="critical"
            onClick={() => {
              withdraw.reset();
              setConfirming(true);
            }}
          >
            Withdraw consent
          </Button>
        </Inline>
      </Stack>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw your consent?"
        description="Your recruiter stops looking for jobs for you and the jobs waiting for your decision are withdrawn. Applications already sent stay with the employers, and invoices already issued stay due. You can enrol again later."
        confirmLabel="Withdraw consent"
        pendingLabel="Withdrawing..."
        cancelLabel="Keep my consent"
        onConfirm={() => withdraw.mutate()}
        pending={withdraw.isPending}
        error={withdraw.error?.message}
      />
    </Card>
  );
}
