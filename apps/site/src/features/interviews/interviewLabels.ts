import type { Database, InterviewDetails } from '@globalhire/data';
import type { StatusLook } from '../applicant/labels';

type Enums = Database['public']['Enums'];

/** The candidate's answer as a badge shows it. */
export const interviewResponseLooks: Record<Enums['interview_response'], StatusLook> = {
  pending: { label: 'Awaiting answer', tone: 'caution' },
  accepted: { label: 'Accepted', tone: 'positive' },
  declined: { label: 'Declined', tone: 'critical' },
  reschedule_requested: { label: 'Asked for another time', tone: 'info' },
};

export const interviewFormatLabels: Record<Enums['interview_format'], string> = {
  video: 'Video call',
  phone: 'Phone call',
  on_site: 'On site',
};

/** Where it happens, as one line: the link, the number or the address. */
export function interviewPlace(
  interview: Pick<InterviewDetails, 'format' | 'meeting_url' | 'phone' | 'location'>,
): string {
  if (interview.format === 'video') return `Video call: ${interview.meeting_url ?? ''}`;
  if (interview.format === 'phone') return `Phone call: ${interview.phone ?? ''}`;
  return `On site: ${interview.location ?? ''}`;
}
