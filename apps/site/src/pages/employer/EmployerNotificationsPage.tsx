import { NotificationsScreen } from '../../features/notifications/NotificationsScreen';

/** /employer/notifications: the signed-in employer's notifications and email preferences. */
export default function EmployerNotificationsPage() {
  return <NotificationsScreen role="employer" />;
}
