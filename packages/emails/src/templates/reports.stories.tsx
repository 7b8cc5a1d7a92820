import { emailMeta, emailStory } from '../preview/emailStories';
import { conversationReportReviewed, conversationReported } from './reports';

export default {
  title: 'Emails/Conversation reports',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const Reported = emailStory(conversationReported);
export const ReviewedActedOn = emailStory(conversationReportReviewed);
export const ReviewedDismissed = emailStory(conversationReportReviewed, 'dismissed');
