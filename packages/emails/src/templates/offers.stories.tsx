import { emailMeta, emailStory } from '../preview/emailStories';
import { offerAccepted, offerDeclined, offerExpired, offerMade, offerWithdrawn } from './offers';

export default {
  title: 'Emails/Offers',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const Made = emailStory(offerMade);
export const MadeRightToLeft = emailStory(offerMade, 'rightToLeft');
export const Withdrawn = emailStory(offerWithdrawn);
export const Expired = emailStory(offerExpired);
export const ExpiredForEmployer = emailStory(offerExpired, 'forEmployer');
export const Accepted = emailStory(offerAccepted);
export const Declined = emailStory(offerDeclined);
