import { emailMeta, emailStory } from '../preview/emailStories';
import { planConfirmed, planDeclined } from './plans';

export default {
  title: 'Emails/Plans',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const Confirmed = emailStory(planConfirmed);
export const ConfirmedWithoutEnd = emailStory(planConfirmed, 'enterprise');
export const Declined = emailStory(planDeclined);
