import type { ReactNode } from 'react';
import { Card, Heading, Link, Skeleton, Stack, Text } from '@globalhire/ui';
import {
  citizenshipName,
  countryLabel,
  formatDate,
  type CaseloadCandidate,
} from '@globalhire/data';
import { candidateName, countriesText, salaryExpectation } from './recruiterLabels';
import { useCandidateCitizenships } from './recruiterQueries';
import * as styles from './recruiter.css';

function Facts({ facts }: { facts: { term: string; detail: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.term} className={styles.fact}>
          <dt>
            <Text as="span" size="small" tone="muted">
              {fact.term}
            </Text>
          </dt>
          <dd className={styles.factDetail}>
            <Text as="span">{fact.detail}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Who the candidate is and what they are looking for, as their profile and enrolment say. */
export function CandidateProfileCard({ candidate }: { candidate: CaseloadCandidate }) {
  const citizenships = useCandidateCitizenships(candidate.candidate_id);
  const where = [candidate.city, candidate.country ? countryLabel(candidate.country) : null]
    .filter(Boolean)
    .join(', ');
  const citizenshipText = citizenships.isPending ? (
    <Skeleton width="8rem" />
  ) : citizenships.isError ? (
    'Could not be loaded'
  ) : citizenships.data.citizenships.length > 0 ? (
    citizenships.data.citizenships.map(citizenshipName).join(', ')
  ) : (
    'Not given: visa-fit verdicts cannot be worked out'
  );
  const facts = [
    {
      term: 'Email',
      detail: candidate.email ? <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link> : '—',
    },
    {
      term: 'Phone',
      detail: candidate.phone ? <Link href={`tel:${candidate.phone.replace(/\s/g, '')}`}>{candidate.phone}</Link> : '—',
    },
    { term: 'Lives in', detail: where || '—' },
    {
      term: 'Experience',
      detail:
        candidate.experience_years === null
          ? '—'
          : `${candidate.experience_years} year${candidate.experience_years === 1 ? '' : 's'}`,
    },
    { term: 'Citizenships', detail: citizenshipText },
    { term: 'Target destinations', detail: countriesText(candidate.target_countries) ?? '—' },
    {
      term: 'Target roles',
      detail: candidate.target_roles?.length ? candidate.target_roles.join(', ') : 'Any role',
    },
    { term: 'Salary expectation', detail: salaryExpectation(candidate) ?? 'Not given' },
    {
      term: 'Consent given',
      detail: candidate.consented_at ? formatDate(candidate.consented_at) : '—',
    },
  ];
  return (
    <Card>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={2}>{candidateName(candidate)}</Heading>
          {candidate.headline ? <Text tone="muted">{candidate.headline}</Text> : null}
        </Stack>
        <Facts facts={facts} />
      </Stack>
    </Card>
  );
}
