import clsx from 'clsx';
import { Banknote, Briefcase, Clock, MapPin, MonitorSmartphone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Tone } from '../../theme';
import { Badge } from '../Badge';
import { Card, type CardProps } from '../Card';
import { Link } from '../Link';
import { CompanyLogo } from '../private/CompanyLogo';
import * as styles from './JobCard.css';

export interface JobBadge {
  label: string;
  tone?: Tone;
}

export interface JobCardProps extends Omit<
  CardProps,
  'children' | 'title' | 'interactive' | 'padding'
> {
  title: string;
  href: string;
  company: string;
  location?: string;
  /** Remote, On-site or Hybrid, as the site words it. */
  workType?: string;
  /** Full-time, Contract..., as the site words it. */
  employmentType?: string;
  /** Pre-formatted by the caller, e.g. 'A$95,000 – A$110,000 a year'. */
  salary?: string;
  /** e.g. Visa sponsorship, Relocation support, Featured. */
  badges?: readonly JobBadge[];
  /** e.g. 'Posted 3 days ago'. */
  postedText?: string;
  /** The company logo image; without one the company's initial is shown. */
  logo?: ReactNode;
  /** Accents the card's border, for featured listings. */
  featured?: boolean;
  titleAs?: 'h2' | 'h3' | 'h4';
}

/** A compact job listing; the whole card is one link named by the job title. */
export function JobCard({
  title,
  href,
  company,
  location,
  workType,
  employmentType,
  salary,
  badges = [],
  postedText,
  logo,
  featured = false,
  titleAs: TitleTag = 'h3',
  className,
  ...rest
}: JobCardProps) {
  const companyId = useId();
  const facts = [
    { key: 'location', text: location, icon: <MapPin /> },
    { key: 'work-type', text: workType, icon: <MonitorSmartphone /> },
    { key: 'employment-type', text: employmentType, icon: <Briefcase /> },
    { key: 'salary', text: salary, icon: <Banknote /> },
  ].filter((fact): fact is typeof fact & { text: string } => Boolean(fact.text));

  return (
    <Card
      as="article"
      interactive
      padding="large"
      data-slot="job-card"
      data-featured={featured || undefined}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <CompanyLogo company={company} logo={logo} className={styles.logo} />
      <div className={styles.main}>
        <TitleTag className={styles.title}>
          <Link
            href={href}
            tone="inherit"
            underline="hover"
            aria-describedby={companyId}
            data-card-link
          >
            {title}
          </Link>
        </TitleTag>
        <p id={companyId} className={styles.company}>
          {company}
        </p>
        {facts.length > 0 ? (
          <ul role="list" className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.key} className={styles.fact} data-fact={fact.key}>
                <span aria-hidden="true" className={styles.factIcon}>
                  {fact.icon}
                </span>
                {fact.text}
              </li>
            ))}
          </ul>
        ) : null}
        {badges.length > 0 || postedText ? (
          <div className={styles.footer}>
            {badges.length > 0 ? (
              <ul role="list" className={styles.badges}>
                {badges.map((badge) => (
                  <li key={badge.label}>
                    <Badge tone={badge.tone ?? 'neutral'}>{badge.label}</Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            {postedText ? (
              <p className={styles.posted}>
                <Clock aria-hidden="true" className={styles.postedIcon} />
                {postedText}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </Card>
  );
}
