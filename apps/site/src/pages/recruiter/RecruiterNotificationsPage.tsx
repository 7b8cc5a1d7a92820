import { NotificationsScreen } from '../../features/notifications/NotificationsScreen';

/** /recruiter/notifications: the signed-in recruiter's notifications and email preferences. */
export default function RecruiterNotificationsPage() {
  return <NotificationsScreen role="recruiter" />;
}
