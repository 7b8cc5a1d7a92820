import { emailMeta, emailStory } from '../preview/emailStories';
import {
  accountApproved,
  accountBlocked,
  accountUnblocked,
  accountVerificationWithdrawn,
  accountVerified,
} from './accounts';

export default {
  title: 'Emails/Accounts',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const Approved = emailStory(accountApproved);
export const ApprovedRightToLeft = emailStory(accountApproved, 'rightToLeft');
export const Verified = emailStory(accountVerified);
export const VerificationWithdrawn = emailStory(accountVerificationWithdrawn);
export const Blocked = emailStory(accountBlocked);
export const BlockedEmployer = emailStory(accountBlocked, 'employer');
export const Unblocked = emailStory(accountUnblocked);
