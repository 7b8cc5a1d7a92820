import { Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { JobFacts } from '../facts/common';
import { formatJobSalary } from '../format';
import { email } from '../theme';
import { TextLink } from './parts';

const line = {
  margin: 0,
  fontSize: email.type.small.fontSize,
  lineHeight: email.type.small.lineHeight,
  color: email.color.muted,
  wordBreak: 'break-word',
} as const;

/**
 * One job of a list (an alert's digest): its title linking to the job, then employer and place,
 * salary and any further lines, compact so twenty jobs still read as a list.
 */
export function JobListing({
  job,
  href,
  lines = [],
}: {
  job: JobFacts;
  href: string;
  lines?: ReadonlyArray<ReactNode>;
}) {
  const where = [job.companyName, job.location].filter(Boolean).join(' · ');
  const salary = formatJobSalary(job.salary);
  return (
    <Section
      className="gh-rule"
      style={{
        borderBottom: `1px solid ${email.color.border}`,
        padding: `${email.space.medium} 0`,
      }}
    >
      <Text
        className="gh-text"
        style={{
          margin: `0 0 ${email.space.xsmall}`,
          fontSize: email.type.standard.fontSize,
          lineHeight: email.type.standard.lineHeight,
          fontWeight: 600,
          wordBreak: 'break-word',
        }}
      >
        <TextLink href={href}>{job.title}</TextLink>
      </Text>
      <Text className="gh-muted" style={line}>
        {where}
      </Text>
      {salary ? (
        <Text className="gh-muted" style={line}>
          {salary}
        </Text>
      ) : null}
      {lines.map((text, index) => (
        <Text key={index} className="gh-muted" style={line}>
          {text}
        </Text>
      ))}
    </Section>
  );
}
