import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PanelLayout, Stack, Toaster, matchActiveHref } from '@globalhire/ui';
import { accountStanding, type UserType } from '@globalhire/data';
import { RequireRole } from '../auth/RequireRole';
import { useAuth } from '../auth/AuthProvider';
import { panels } from '../content/panelMenus';
import { AccountStandingNotice } from '../features/account/AccountStandingNotice';
import { Logo } from '../layout/Logo';

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
        logoutLabel="Logout"
        logoutPending={signingOut}
        logoutPendingLabel="Logging out..."
        onLogout={() => void logout()}
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
