import { CalendarClock, Clock, MapPin, Phone, Video } from 'lucide-react';
import { Inline, Link, Stack, Text } from '@globalhire/ui';
import type { InterviewDetails } from '@globalhire/data';
import * as styles from '../applicant/applicant.css';
import { formatDuration, formatInterviewTime } from '../applicant/interviewTimes';

/**
 * When (in the viewer's zone, named), how long, and where: the lines both parties' cards share.
 * `scheduledIn` adds the zone the time was chosen in when it differs from the viewer's.
 */
export function InterviewFacts({
  interview,
  timeZone,
  showLink,
}: {
  interview: InterviewDetails;
  timeZone?: string;
  showLink: boolean;
}) {
  const when = formatInterviewTime(interview.scheduled_at, interview.duration_minutes, {
    timeZone,
  });
  const cancelled = interview.status === 'cancelled';
  return (
    <Stack space="small">
      <Inline space="small" alignY="center" wrap={false}>
        <CalendarClock aria-hidden className={styles.inlineIcon} />
        <Text weight="semibold">
          {cancelled ? <span>Was planned for </span> : null}
          <time dateTime={when.dateTime}>
            {when.date}, {when.time}
          </time>
        </Text>
      </Inline>
      <Inline space="small" alignY="center" wrap={false}>
        <Clock aria-hidden className={styles.inlineIcon} />
        <Text>{formatDuration(interview.duration_minutes)}</Text>
      </Inline>
      {interview.format === 'video' && interview.meeting_url ? (
        <Inline space="small" alignY="center" wrap={false}>
          <Video aria-hidden className={styles.inlineIcon} />
          <Text>
            {showLink && !cancelled ? (
              <Link href={interview.meeting_url}>Video call: {interview.meeting_url}</Link>
            ) : (
              'Video call'
            )}
          </Text>
        </Inline>
      ) : interview.format === 'phone' ? (
        <Inline space="small" alignY="center" wrap={false}>
          <Phone aria-hidden className={styles.inlineIcon} />
          <Text>Phone call: {interview.phone}</Text>
        </Inline>
      ) : interview.location ? (
        <Inline space="small" alignY="center" wrap={false}>
          <MapPin aria-hidden className={styles.inlineIcon} />
          <Text>{interview.location}</Text>
        </Inline>
      ) : null}
    </Stack>
  );
}
