import { Banknote, Briefcase, CalendarClock, Clock, MapPin, MonitorSmartphone } from 'lucide-react';
import * as styles from './JobDetail.css';

interface JobFactsProps {
  location?: string;
  workType?: string;
  employmentType?: string;
  salary?: string;
  deadlineText?: string;
  postedText?: string;
}

/** The job's key facts in a row, each behind a decorative icon. */
export function JobFacts({
  location,
  workType,
  employmentType,
  salary,
  deadlineText,
  postedText,
}: JobFactsProps) {
  const facts = [
    { key: 'location', text: location, Icon: MapPin },
    { key: 'work-type', text: workType, Icon: MonitorSmartphone },
    { key: 'employment-type', text: employmentType, Icon: Briefcase },
    { key: 'salary', text: salary, Icon: Banknote },
    { key: 'deadline', text: deadlineText, Icon: CalendarClock },
    { key: 'posted', text: postedText, Icon: Clock },
  ].filter((fact) => Boolean(fact.text));
  if (facts.length === 0) return null;
  return (
    <ul role="list" className={styles.facts} data-slot="job-facts">
      {facts.map(({ key, text, Icon }) => (
        <li key={key} className={styles.fact} data-fact={key}>
          <Icon aria-hidden="true" className={styles.factIcon} />
          {text}
        </li>
      ))}
    </ul>
  );
}
