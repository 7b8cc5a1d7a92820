import { emailMeta, emailStory } from '../preview/emailStories';
import {
  authConfirmation,
  authEmailChange,
  authInvitation,
  authMagicLink,
  authReauthentication,
  authRecovery,
} from './authEmails';

// Supabase Auth sends these from supabase/templates (rendered from the same components with its
// placeholders); here with sample values in their place.
export default {
  title: 'Emails/Account access',
  tags: ['visual-mobile', 'visual-after-play', 'visual-render-per-viewport'],
  ...emailMeta,
};

export const ConfirmSignUp = emailStory(authConfirmation);
export const Invitation = emailStory(authInvitation);
export const SignInLink = emailStory(authMagicLink);
export const ResetPassword = emailStory(authRecovery);
export const ChangeEmail = emailStory(authEmailChange);
export const Reauthentication = emailStory(authReauthentication);
