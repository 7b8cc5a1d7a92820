import { emailMeta, emailStory } from '../preview/emailStories';
import { newMessage } from './messages';

export default {
  title: 'Emails/Messages',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const NewMessage = emailStory(newMessage);
export const ToEmployer = emailStory(newMessage, 'toEmployer');
export const RightToLeft = emailStory(newMessage, 'rightToLeft');
