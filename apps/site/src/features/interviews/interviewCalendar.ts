import { interviewIcsFileName, interviewToIcs, type InterviewDetails } from '@globalhire/data';
import { saveFile } from '../files/saveFile';
import { interviewPlace } from './interviewLabels';

/** Saves the interview as an .ics file (a cancelled one as a cancellation that removes it from calendars). */
export function downloadInterviewIcs(interview: InterviewDetails, summary: string) {
  const ics = interviewToIcs({
    id: interview.id,
    sequence: interview.sequence,
    status: interview.status,
    scheduledAt: interview.scheduled_at,
    durationMinutes: interview.duration_minutes,
    summary,
    description: [interviewPlace(interview), interview.notes].filter(Boolean).join('\n'),
    location:
      interview.format === 'on_site'
        ? interview.location
        : interview.format === 'video'
          ? interview.meeting_url
          : interview.phone,
    url: interview.format === 'video' ? interview.meeting_url : null,
    updatedAt: interview.updated_at,
  });
  saveFile(
    new Blob([ics], { type: 'text/calendar;charset=utf-8' }),
    interviewIcsFileName(interview.id),
  );
}

/** The calendar button's words: a cancelled interview's file removes the entry. */
export const calendarButtonLabel = (interview: Pick<InterviewDetails, 'status'>) =>
  interview.status === 'cancelled' ? 'Remove from calendar (.ics)' : 'Add to calendar (.ics)';
