import { emailMeta, emailStory } from '../preview/emailStories';
import { visaCaseStatus, visaDocumentRequested, visaDocumentReviewed, visaDocumentUploaded, visaStep } from './visa';

export default {
  title: 'Emails/Visa',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const StepDone = emailStory(visaStep);
export const StepsForEmployer = emailStory(visaStep, 'forEmployer');
export const StatusChanged = emailStory(visaCaseStatus);
export const OpenedForHireRightToLeft = emailStory(visaCaseStatus, 'openedForHire');
export const DocumentRequested = emailStory(visaDocumentRequested);
export const DocumentReviewed = emailStory(visaDocumentReviewed);
export const DocumentUploaded = emailStory(visaDocumentUploaded);
