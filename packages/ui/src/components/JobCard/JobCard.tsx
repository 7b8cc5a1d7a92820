import clsx from 'clsx';
import {
  Banknote,
  Bookmark,
  BookmarkCheck,
  Briefcase,
  Clock,
  MapPin,
  MonitorSmartphone,
} from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import type { Tone } from '../../theme';
import { CompanyLogo } from '../private/CompanyLogo';
import { ProvidedLink, useUIMessages } from '../UIProvider';
import * as styles from './JobCard.css';

export interface JobBadge {
  label: string;
  tone?: Tone;
}

// Drawn with its own card and badge styles rather than Card and Badge: Card's responsive padding
// pulls in the whole sprinkles runtime and Badge the recipe runtime, and a job card must stay
// light (target ≤ 4 KB gz, `pnpm bench:ui`). The look matches Card (interactive) and Badge (soft).
export interface JobCardProps extends Omit<ComponentProps<'article'>, 'children' | 'title'> {
  title: string;
  href: string;
  company: string;
  location?: string;
  /** Remote, On-site or Hybrid, as the site words it. */
  workType?: string;
  /** Full-time, Contract..., as the site words it. */
  employmentType?: string;
  /** Pre-formatted by the caller (the site formats it with the data package's formatSalary), e.g. 'A$95,000 - A$110,000 per year'. */
  salary?: string;
  /** Beside the salary, e.g. '≈ £52,000 per year' for a salary in another currency. */
  salaryNote?: string;
  /** e.g. Visa sponsorship, Relocation support, Featured. */
  badges?: readonly JobBadge[];
  /** e.g. 'Posted 3 days ago'. */
  postedText?: string;
  /** The company logo image; without one the company's initial is shown. */
  logo?: ReactNode;
  /** Accents the card's border, for featured listings. */
  featured?: boolean;
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Whether the viewer saved this job; shown by the Save / Saved toggle (aria-pressed). */
  saved?: boolean;
  /**
   * Called with the wanted state when the toggle is pressed. Without it (or `saveHref`) there is
   * no Save control (e.g. for accounts that cannot save jobs).
   */
  onSaveToggle?: (saved: boolean) => void;
  /**
   * Where Save leads a viewer who must sign in first (e.g. `/login?returnTo=…`): the toggle,
   * unpressed, submits a GET form to it, so it works before any script runs. When `onSaveToggle`
   * is given too, a press calls it (with true) instead.
   */
  saveHref?: string;
  /**
   * The toggle's visible words; its name adds the job title.
   * @default messages.save and messages.saved ('Save', 'Saved')
   */
  saveLabels?: { save: string; saved: string };
}

/**
 * A compact job listing; the whole card is one link named by the job title, with an optional
 * Save / Saved toggle above it.
 */
export function JobCard({
  title,
  href,
  company,
  location,
  workType,
  employmentType,
  salary,
  salaryNote,
  badges = [],
  postedText,
  logo,
  featured = false,
  titleAs: TitleTag = 'h3',
  saved = false,
  onSaveToggle,
  saveHref,
  saveLabels: saveLabelsProp,
  className,
  ...rest
}: JobCardProps) {
  const messages = useUIMessages();
  // Parsed without the page's address, so the server and the browser draw the same form.
  const saveTarget = saveHref ? new URL(saveHref, 'https://site.invalid') : null;
  const saveLabels = saveLabelsProp ?? { save: messages.save, saved: messages.saved };
  const companyId = useId();
  const facts = [
    { key: 'location', text: location, icon: <MapPin /> },
    { key: 'work-type', text: workType, icon: <MonitorSmartphone /> },
    { key: 'employment-type', text: employmentType, icon: <Briefcase /> },
    { key: 'salary', text: salary, icon: <Banknote /> },
  ].filter((fact): fact is typeof fact & { text: string } => Boolean(fact.text));

  return (
    <article
      data-slot="job-card"
      data-featured={featured || undefined}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <CompanyLogo company={company} logo={logo} className={styles.logo} />
      <div className={styles.main}>
        <TitleTag className={styles.title}>
          <ProvidedLink
            href={href}
            aria-describedby={companyId}
            data-card-link=""
            className={styles.link}
          >
            {title}
          </ProvidedLink>
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
                {fact.key === 'salary' && salaryNote ? (
                  <span className={styles.salaryNote}> {salaryNote}</span>
                ) : null}
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
                    <span
                      data-slot="badge"
                      className={clsx(styles.badge, styles.badgeTone[badge.tone ?? 'neutral'])}
                    >
                      {badge.label}
                    </span>
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
      {saveTarget ? (
        // A GET form: a button as for a candidate, which works before any script runs.
        <form method="get" action={saveTarget.pathname} className={styles.saveForm}>
          {[...saveTarget.searchParams].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button
            type="submit"
            data-slot="job-card-save"
            className={styles.save}
            aria-pressed={false}
            aria-label={`${saveLabels.save} ${title}`}
            onClick={
              onSaveToggle
                ? (event) => {
                    event.preventDefault();
                    onSaveToggle(true);
                  }
                : undefined
            }
          >
            <Bookmark aria-hidden="true" />
            <span>{saveLabels.save}</span>
          </button>
        </form>
      ) : onSaveToggle ? (
        <button
          type="button"
          data-slot="job-card-save"
          className={styles.save}
          aria-pressed={saved}
          aria-label={`${saved ? saveLabels.saved : saveLabels.save} ${title}`}
          data-saved={saved || undefined}
          onClick={() => onSaveToggle(!saved)}
        >
          {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
          <span>{saved ? saveLabels.saved : saveLabels.save}</span>
        </button>
      ) : null}
    </article>
  );
}
