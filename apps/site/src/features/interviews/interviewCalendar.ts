import { interviewIcsFileName, interviewToIcs, type InterviewDetails } from '@globalhire/data';
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
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = interviewIcsFileName(interview.id);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The calendar button's words: a cancelled interview's file removes the entry. */
export const calendarButtonLabel = (interview: Pick<InterviewDetails, 'status'>) =>
  interview.status === 'cancelled' ? 'Remove from calendar (.ics)' : 'Add to calendar (.ics)';
