import { MessagesScreen } from '../../features/conversations/MessagesScreen';

/** /employer/messages and /employer/messages/{application}: the employer's conversations with candidates. */
export default function EmployerMessagesPage() {
  return <MessagesScreen role="employer" />;
}
