import { clsx } from 'clsx';
import { CircleCheck, CircleQuestionMark, CircleX, Signpost, type LucideIcon } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { vars } from '../../theme/contract.css';
import { Alert } from '../Alert';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { pointsInline } from '../private/directional.css';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './VisaFitPanel.css';

export { visaFitTones, visaFitCheckStatuses, visaFitPanelStatuses } from './VisaFitPanel.css';
/** Good news, bad news, or not decided yet. */
export type VisaFitTone = (typeof styles.visaFitTones)[number];
export type VisaFitCheckStatus = (typeof styles.visaFitCheckStatuses)[number];
export type VisaFitPanelStatus = (typeof styles.visaFitPanelStatuses)[number];

/** The answer in one line, e.g. { label: 'Likely sponsorable', tone: 'positive', summary: '…' }. */
export interface VisaFitVerdict {
  label: string;
  tone: VisaFitTone;
  /** A sentence under the label that says why. */
  summary: string;
}

/** One rule the answer rests on, e.g. the occupation, the salary or the employer's licence. */
export interface VisaFitCheck {
  title: string;
  status: VisaFitCheckStatus;
  /** What was compared, with the figures, e.g. '£52,000 a year meets £41,700, …'. */
  detail: string;
  /** The official page the rule comes from; opens in a new tab. */
  sourceHref?: string | null;
}

/** The visa route the answer is about and its official page. */
export interface VisaFitRoute {
  name: string;
  href: string;
  /** The link's text, e.g. 'Skilled Worker visa on GOV.UK'. */
  linkLabel: string;
  /** A condition worth knowing, shown under the route in small print. */
  note?: string | null;
}

export interface VisaFitPanelError {
  title: string;
  /** A button or link beside the message, e.g. 'Try again'. */
  action?: ReactNode;
}

/** What a screen reader says beside each check's icon. */
export interface VisaFitStatusLabels {
  passed: string;
  failed: string;
  unknown: string;
}

export interface VisaFitPanelProps extends Omit<ComponentProps<'section'>, 'children' | 'title'> {
  /** The panel's title, e.g. 'Can I work here?'. */
  heading: string;
  /** The heading element, to fit the page's outline (default 2). */
  headingLevel?: 2 | 3;
  /** Whether the answer is loading, failed to load, or shown. */
  status: VisaFitPanelStatus;
  verdict?: VisaFitVerdict;
  checks?: readonly VisaFitCheck[];
  /** Read by screen readers beside each check's icon, e.g. { passed: 'Passed', … }. */
  statusLabels: VisaFitStatusLabels;
  /** The text of each check's link to its official source, e.g. 'Source'. */
  sourceLabel: string;
  route?: VisaFitRoute | null;
  /** When the answer was worked out, e.g. 'As of 5 December 2026'. */
  asOf?: string;
  /** Shown in every state, e.g. 'Guidance, not legal advice.'. */
  disclaimer: string;
  /** Above the answer, in every state, e.g. a citizenship picker. */
  controls?: ReactNode;
  /** Shown when `status` is 'error'. */
  error?: VisaFitPanelError;
  /** Read by screen readers while the answer loads, e.g. 'Checking visa fit'. */
  loadingLabel: string;
  /** How many check rows the loading skeleton draws (default 4), to match the usual answer. */
  loadingCheckCount?: number;
  /** Read after the text of each external link. @default messages.opensInNewTab ('(opens in a new tab)') */
  externalLabel?: string;
}

// Two skeleton lines and the gap between them are as tall as two lines of standard text.
const textLine = `calc(${vars.lineHeight.standard} - ${vars.space.small} / 2)`;

const verdictIcons: Record<VisaFitTone, LucideIcon> = {
  positive: CircleCheck,
  critical: CircleX,
  neutral: CircleQuestionMark,
};

const checkIcons: Record<VisaFitCheckStatus, LucideIcon> = {
  passed: CircleCheck,
  failed: CircleX,
  unknown: CircleQuestionMark,
};

/**
 * The answer to "Can I work here?" on a job page: a verdict with its tone and icon, the route,
 * each check with its status and official source, the date and a disclaimer. While loading,
 * skeletons hold the answer's place; the controls (a citizenship picker) stay in every state.
 */
export function VisaFitPanel({
  heading,
  headingLevel = 2,
  status,
  verdict,
  checks = [],
  statusLabels,
  sourceLabel,
  route,
  asOf,
  disclaimer,
  controls,
  error,
  loadingLabel,
  loadingCheckCount = 4,
  externalLabel,
  className,
  ...rest
}: VisaFitPanelProps) {
  const headingId = useId();
  const checkIdPrefix = useId();
  const loading = status === 'loading';
  const HeadingTag = `h${headingLevel}` as const;

  let body: ReactNode = null;
  if (loading) {
    body = (
      <div role="status" className={styles.body} data-slot="visa-fit-panel-loading">
        <VisuallyHidden>{loadingLabel}</VisuallyHidden>
        <div className={styles.loadingVerdict}>
          <Skeleton width={vars.space.xlarge} height={vars.space.xlarge} radius="full" />
          <div className={styles.loadingVerdictText}>
            <Skeleton width="45%" height={vars.lineHeight.h4} />
            <Skeleton lines={2} height={textLine} />
          </div>
        </div>
        <div className={styles.route}>
          <Skeleton height={vars.space.large} radius="full" />
          <div className={styles.routeText}>
            <Skeleton width="65%" height={vars.lineHeight.standard} />
            <Skeleton width="80%" height={vars.lineHeight.small} />
          </div>
        </div>
        <ul role="list" className={styles.checks}>
          {Array.from({ length: Math.max(0, Math.floor(loadingCheckCount)) }, (_, index) => (
            <li key={index} className={styles.check}>
              <Skeleton height={vars.lineHeight.standard} radius="full" />
              <div className={styles.checkBody}>
                <Skeleton width="30%" />
                <Skeleton lines={2} height={textLine} />
                <Skeleton width="15%" height={vars.lineHeight.small} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (status === 'error') {
    body = error ? <Alert tone="critical" title={error.title} action={error.action} /> : null;
  } else {
    const VerdictIcon = verdict ? verdictIcons[verdict.tone] : null;
    body = (
      <div className={styles.body}>
        {verdict && VerdictIcon ? (
          <div
            className={styles.verdict({ tone: verdict.tone })}
            data-slot="visa-fit-verdict"
            data-tone={verdict.tone}
          >
            <span className={styles.verdictIcon} aria-hidden="true">
              <VerdictIcon />
            </span>
            <div className={styles.verdictText}>
              <p className={styles.verdictLabel}>{verdict.label}</p>
              <p className={styles.verdictSummary}>{verdict.summary}</p>
            </div>
          </div>
        ) : null}
        {route ? (
          <div className={styles.route} data-slot="visa-fit-route">
            <Signpost aria-hidden="true" className={clsx(styles.routeIcon, pointsInline)} />
            <div className={styles.routeText}>
              <p className={styles.routeLine}>
                <span className={styles.routeName}>{route.name}</span>
                <Link href={route.href} external externalLabel={externalLabel}>
                  {route.linkLabel}
                </Link>
              </p>
              {route.note ? <p className={styles.routeNote}>{route.note}</p> : null}
            </div>
          </div>
        ) : null}
        {checks.length > 0 ? (
          <ul role="list" className={styles.checks}>
            {checks.map((check, index) => {
              const Icon = checkIcons[check.status];
              const titleId = `${checkIdPrefix}-${index}`;
              return (
                // The checks come in the answer's fixed order, so the position is a stable key.
                <li
                  key={index}
                  className={styles.check}
                  data-slot="visa-fit-check"
                  data-status={check.status}
                >
                  <span className={styles.checkIcon({ status: check.status })} aria-hidden="true">
                    <Icon />
                  </span>
                  <div className={styles.checkBody}>
                    <p className={styles.checkTitle}>
                      <VisuallyHidden>{statusLabels[check.status]} </VisuallyHidden>
                      <strong id={titleId}>{check.title}</strong>
                    </p>
                    <p className={styles.checkDetail}>{check.detail}</p>
                    {check.sourceHref ? (
                      <Link
                        href={check.sourceHref}
                        external
                        externalLabel={externalLabel}
                        aria-describedby={titleId}
                        className={styles.source}
                      >
                        {sourceLabel}
                      </Link>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    );
  }

  return (
    <Card
      as="section"
      padding={['large', 'xlarge']}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-slot="visa-fit-panel"
      data-status={status}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <Heading level={4} as={HeadingTag} id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {/* The controls keep their place in every state, so a picker keeps focus while the answer reloads. */}
      {controls ? <div className={styles.controls}>{controls}</div> : null}
      {body}
      <div className={styles.footer}>
        {asOf && status === 'ready' ? <p>{asOf}</p> : null}
        <p>{disclaimer}</p>
      </div>
    </Card>
  );
}
