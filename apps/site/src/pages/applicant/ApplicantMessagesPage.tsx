import { MessagesScreen } from '../../features/conversations/MessagesScreen';

/** /applicant/messages and /applicant/messages/{application}: the candidate's conversations with employers. */
export default function ApplicantMessagesPage() {
  return <MessagesScreen role="candidate" />;
}
