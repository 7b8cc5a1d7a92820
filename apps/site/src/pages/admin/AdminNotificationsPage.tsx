import { NotificationsScreen } from '../../features/notifications/NotificationsScreen';

/** /admin/notifications: the signed-in admin's notifications and email preferences. */
export default function AdminNotificationsPage() {
  return <NotificationsScreen role="admin" />;
}
