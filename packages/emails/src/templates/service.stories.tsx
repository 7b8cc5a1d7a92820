import { emailMeta, emailStory } from '../preview/emailStories';
import { caseloadAssigned, proposalDecided, serviceProposal, serviceRecruiter, serviceWithdrawn } from './service';

export default {
  title: 'Emails/Service',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const CaseloadAssigned = emailStory(caseloadAssigned);
export const MovedFromCaseloadLongNames = emailStory(caseloadAssigned, 'movedAway');
export const ConsentWithdrawn = emailStory(serviceWithdrawn);
export const NewRecruiter = emailStory(serviceRecruiter);
export const JobProposed = emailStory(serviceProposal);
export const ProposalDecided = emailStory(proposalDecided);
export const ProposalDeclined = emailStory(proposalDecided, 'declined');
