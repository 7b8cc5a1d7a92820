import { emailMeta, emailStory } from '../preview/emailStories';
import {
  applicationReceived,
  applicationStatusChanged,
  applicationSubmitted,
  applicationWithdrawn,
} from './applications';

export default {
  title: 'Emails/Applications',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const Received = emailStory(applicationReceived);
export const ReceivedLongNames = emailStory(applicationReceived, 'longNames');
export const Sent = emailStory(applicationSubmitted);
export const SentNoSalary = emailStory(applicationSubmitted, 'noSalary');
export const SentRightToLeft = emailStory(applicationSubmitted, 'rightToLeft');
export const Withdrawn = emailStory(applicationWithdrawn);
export const StatusChanged = emailStory(applicationStatusChanged);
