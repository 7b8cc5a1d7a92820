import { NotificationsScreen } from '../../features/notifications/NotificationsScreen';

/** /applicant/notifications: the signed-in candidate's notifications and email preferences. */
export default function ApplicantNotificationsPage() {
  return <NotificationsScreen role="candidate" />;
}
