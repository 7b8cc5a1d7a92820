import { emailMeta, emailStory } from '../preview/emailStories';
import {
  interviewAccepted,
  interviewDeclined,
  interviewRescheduleRequested,
} from './interviewAnswers';
import { interviewCancelled, interviewInvited, interviewRescheduled } from './interviews';

export default {
  title: 'Emails/Interviews',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const Invited = emailStory(interviewInvited);
export const InvitedRightToLeft = emailStory(interviewInvited, 'rightToLeft');
export const Rescheduled = emailStory(interviewRescheduled);
export const Cancelled = emailStory(interviewCancelled);
export const CancelledForEmployer = emailStory(interviewCancelled, 'hiredForEmployer');
export const Accepted = emailStory(interviewAccepted);
export const Declined = emailStory(interviewDeclined);
export const AnotherTimeRequested = emailStory(interviewRescheduleRequested);
