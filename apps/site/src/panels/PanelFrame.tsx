import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PanelLayout, Toaster, matchActiveHref } from '@globalhire/ui';
import { notificationsPathByUserType, type UserType } from '@globalhire/data';
import { RequireRole } from '../auth/RequireRole';
import { useAuth } from '../auth/AuthProvider';
import { panels } from '../content/panelMenus';
import { Logo } from '../layout/Logo';
import { useUnreadNotificationCount } from '../features/notifications/notificationQueries';

/** One role's panel: the guard, then the side menu of spec §2 around the page. */
export function PanelFrame({ role }: { role: UserType }) {
  return (
    <RequireRole allowed={[role]}>
      <PanelChrome role={role} />
    </RequireRole>
  );
}

function PanelChrome({ role }: { role: UserType }) {
  const { profile, signOut } = useAuth();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const unread = useUnreadNotificationCount();
  const panel = panels[role];
  const activeHref = matchActiveHref(
    panel.links.map((link) => link.href),
    location.pathname,
  );
  const logout = async () => {
    setSigningOut(true);
    // On success the guard sends the now signed-out visitor on; on failure the 'Error' toast shows.
    if (!(await signOut())) setSigningOut(false);
  };
  return (
    <>
      <PanelLayout
        title={panel.title}
        companyName={profile?.company_name ?? undefined}
        logo={<Logo />}
        links={panel.links}
        activeHref={activeHref}
        notifications={{ href: notificationsPathByUserType[role], unreadCount: unread.data ?? 0 }}
        logoutLabel="Logout"
        logoutPending={signingOut}
        logoutPendingLabel="Logging out..."
        onLogout={() => void logout()}
      >
        <Outlet />
      </PanelLayout>
      <Toaster />
    </>
  );
}
