import clsx from 'clsx';
import { ArrowLeft } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Badge } from '../Badge';
import type { JobBadge } from '../JobCard';
import { Link } from '../Link';
import { CompanyLogo } from '../private/CompanyLogo';
import { StickyActionBar } from '../StickyActionBar';
import { JobDetailSection } from './JobDetailSection';
import { JobFacts } from './JobFacts';
import { pointsInline } from '../private/directional.css';
import * as styles from './JobDetail.css';

export interface JobDetailProps extends Omit<ComponentProps<'article'>, 'title'> {
  title: string;
  companyName: string;
  /** The employer's page; without it the company name is plain text. */
  companyHref?: string;
  location?: string;
  workType?: string;
  employmentType?: string;
  /** Pre-formatted by the caller. */
  salary?: string;
  /** The last day to apply, pre-formatted, e.g. 'Apply by 31 March 2030'. */
  deadlineText?: string;
  /** e.g. 'Posted 5 December 2026', in the same date format as `deadlineText`. */
  postedText?: string;
  badges?: readonly JobBadge[];
  logo?: ReactNode;
  /** Plain text; blank lines separate paragraphs. */
  description: string;
  requirements?: readonly string[];
  benefits?: readonly string[];
  descriptionHeading: string;
  requirementsHeading: string;
  benefitsHeading: string;
  /**
   * The page's one or two actions, primary first (Apply, then Save): sticky at the bottom of the
   * screen on phones and tablets, at the top of the side column on desktops.
   */
  actions?: ReactNode;
  /** Names the group of actions for screen readers, e.g. 'Job actions'. */
  actionsLabel: string;
  /** A side column on wide screens (under the content on phones), e.g. a company summary. */
  aside?: ReactNode;
  /** A link back to the list, e.g. { label: 'Back to jobs', href: '/jobs' }. */
  backLink?: { label: string; href: string };
}

/** Splits plain text into paragraphs at blank lines; single line breaks stay inside a paragraph. */
export const toParagraphs = (text: string): string[] =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/**
 * The full job advert: a header with the key facts, then description, requirements and benefits,
 * with the actions and an optional side column.
 */
export function JobDetail({
  title,
  companyName,
  companyHref,
  location,
  workType,
  employmentType,
  salary,
  deadlineText,
  postedText,
  badges = [],
  logo,
  description,
  requirements = [],
  benefits = [],
  descriptionHeading,
  requirementsHeading,
  benefitsHeading,
  actions,
  actionsLabel,
  aside,
  backLink,
  className,
  ...rest
}: JobDetailProps) {
  return (
    <article
      data-slot="job-detail"
      data-has-aside={aside ? '' : undefined}
      data-has-actions={actions ? '' : undefined}
      className={clsx(styles.root, className)}
      {...rest}
    >
      {backLink ? (
        <Link
          href={backLink.href}
          tone="muted"
          underline="hover"
          weight="medium"
          className={styles.backLink}
        >
          <ArrowLeft aria-hidden="true" className={clsx(styles.backIcon, pointsInline)} />
          {backLink.label}
        </Link>
      ) : null}
      <header className={styles.header}>
        <CompanyLogo company={companyName} logo={logo} size="large" className={styles.logo} />
        <div className={styles.headline}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.company}>
            {companyHref ? (
              <Link href={companyHref} weight="semibold" underline="hover">
                {companyName}
              </Link>
            ) : (
              companyName
            )}
          </p>
          <JobFacts
            location={location}
            workType={workType}
            employmentType={employmentType}
            salary={salary}
            deadlineText={deadlineText}
            postedText={postedText}
          />
          {badges.length > 0 ? (
            <ul role="list" className={styles.badges}>
              {badges.map((badge) => (
                <li key={badge.label}>
                  <Badge tone={badge.tone ?? 'neutral'}>{badge.label}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <div className={styles.body}>
        <div className={styles.main}>
          <JobDetailSection heading={descriptionHeading}>
            <div className={styles.prose}>
              {toParagraphs(description).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </JobDetailSection>
          {requirements.length > 0 ? (
            <JobDetailSection
              heading={requirementsHeading}
              items={requirements}
              marker="requirement"
            />
          ) : null}
          {benefits.length > 0 ? (
            <JobDetailSection heading={benefitsHeading} items={benefits} marker="benefit" />
          ) : null}
        </div>
        {/* After the content it serves, so it sticks on phones while the advert is read (and
            before the side column, where it leads on desktops). */}
        {actions ? (
          <StickyActionBar
            aria-label={actionsLabel}
            inlineFrom="desktop"
            className={styles.actions}
          >
            {actions}
          </StickyActionBar>
        ) : null}
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </article>
  );
}
