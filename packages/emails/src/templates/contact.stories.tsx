import { emailMeta, emailStory } from '../preview/emailStories';
import { contactMessage, contactReceived, contactReply } from './contact';

export default {
  title: 'Emails/Contact',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const NewMessage = emailStory(contactMessage);
export const NewMessageLastThisHour = emailStory(contactMessage, 'lastThisHour');
export const Received = emailStory(contactReceived);
export const ReceivedLongMessage = emailStory(contactReceived, 'longMessage');
export const Reply = emailStory(contactReply);
