import { emailMeta, emailStory } from '../preview/emailStories';
import { jobAlert } from './alerts';

export default {
  title: 'Emails/Alerts',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const NewJob = emailStory(jobAlert);
export const ManyJobs = emailStory(jobAlert, 'manyJobs');
export const NoSalary = emailStory(jobAlert, 'noSalary');
export const RightToLeft = emailStory(jobAlert, 'rightToLeft');
