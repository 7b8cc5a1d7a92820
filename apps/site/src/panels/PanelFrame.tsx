import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PanelLayout, Stack, Toaster, matchActiveHref } from '@globalhire/ui';
import { accountStanding, notificationsPathByUserType, type UserType } from '@globalhire/data';
import { RequireRole } from '../auth/RequireRole';
import { useAuth } from '../auth/AuthProvider';
import { panels } from '../content/panelMenus';
import { AccountStandingNotice } from '../features/account/AccountStandingNotice';
import { ColorSchemeToggle } from '../layout/ColorSchemeToggle';
import { Logo } from '../layout/Logo';
import { useUnreadNotificationCount } from '../features/notifications/notificationQueries';
import { useUnhandledCount } from '../features/admin/inbox/useUnhandledCount';
import { useMenuCounts } from '../features/conversations/useMenuCounts';
import { LiveNotifications } from '../features/live/LiveNotifications';

/** One role's panel: the guard, then the side menu of spec §2 around the page. */
export function PanelFrame({ role }: { role: UserType }) {
  return (
    <RequireRole allowed={[role]}>
      {/* Only a signed-in panel subscribes: public pages open no socket. */}
      <LiveNotifications>
        <PanelChrome role={role} />
      </LiveNotifications>
    </RequireRole>
  );
}

function PanelChrome({ role }: { role: UserType }) {
  const { profile, signOut } = useAuth();
  const location = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  const unread = useUnreadNotificationCount();
  const panel = panels[role];
  // The admin menu's Inbox says how many contact messages wait for an answer.
  const unhandled = useUnhandledCount(role === 'admin').data ?? 0;
  // Unread messages on Messages; open reports on Reported conversations.
  const counted = useMenuCounts(role);
  const links = panel.links.map((link) =>
    link.href === '/admin/inbox' && unhandled > 0
      ? { ...link, label: `${link.label} (${unhandled} new)` }
      : (counted[link.href] ?? link),
  );
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
        links={links}
        activeHref={activeHref}
        notifications={{ href: notificationsPathByUserType[role], unreadCount: unread.data ?? 0 }}
        logoutLabel="Logout"
        logoutPending={signingOut}
        logoutPendingLabel="Logging out..."
        onLogout={() => void logout()}
        tools={<ColorSchemeToggle />}
      >
        {/* A blocked account (or a candidate awaiting approval) is told on every page. */}
        {accountStanding(profile) !== 'good' ? (
          <Stack space="xlarge">
            <AccountStandingNotice profile={profile} />
            <Outlet />
          </Stack>
        ) : (
          <Outlet />
        )}
      </PanelLayout>
      <Toaster />
    </>
  );
}
