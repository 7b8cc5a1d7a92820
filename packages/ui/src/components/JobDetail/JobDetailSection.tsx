import { CircleCheck, Sparkles } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as styles from './JobDetail.css';

interface JobDetailSectionProps {
  heading: string;
  /** A bulleted list; or pass `children` for free content. */
  items?: readonly string[];
  marker?: 'requirement' | 'benefit';
  children?: ReactNode;
}

/** One titled part of the advert, labelled by its heading. */
export function JobDetailSection({
  heading,
  items,
  marker = 'requirement',
  children,
}: JobDetailSectionProps) {
  const headingId = useId();
  const Marker = marker === 'benefit' ? Sparkles : CircleCheck;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading}
      </h2>
      {items ? (
        <ul className={styles.list} data-marker={marker}>
          {items.map((item, index) => (
            <li key={index} className={styles.listItem}>
              <Marker aria-hidden="true" className={styles.listMarker} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        children
      )}
    </section>
  );
}
