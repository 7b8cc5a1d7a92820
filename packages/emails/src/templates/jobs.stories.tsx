import { emailMeta, emailStory } from '../preview/emailStories';
import { jobApprovalHeld, jobApproved, jobRejected, jobSubmitted, jobTakenDown } from './jobs';

export default {
  title: 'Emails/Jobs',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const Submitted = emailStory(jobSubmitted);
export const ResubmittedLongNames = emailStory(jobSubmitted, 'resubmitted');
export const Approved = emailStory(jobApproved);
export const ApprovedRightToLeft = emailStory(jobApproved, 'rightToLeft');
export const NotApproved = emailStory(jobRejected);
export const TakenDown = emailStory(jobTakenDown);
export const ApprovalHeld = emailStory(jobApprovalHeld);
