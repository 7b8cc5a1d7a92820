import { emailMeta, emailStory } from '../preview/emailStories';
import { licenceClaimed, licenceStatus } from './licences';

export default {
  title: 'Emails/Licences',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const Claimed = emailStory(licenceClaimed);
export const Verified = emailStory(licenceStatus);
export const Revoked = emailStory(licenceStatus, 'revoked');
