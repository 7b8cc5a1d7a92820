import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { Box, SiteFooter, SiteHeader, SkipLink, Toaster, type SiteHeaderAction } from '@globalhire/ui';
import { useAuth } from '../auth/AuthProvider';
import { footerGroups, headerLinks, legalLinks, socialLinks } from '../content/navigation';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { Logo } from './Logo';
// The bar a public page shows while the next one comes (set by the bootstrap, boot/enhance.ts).
import './navigating.css';

/** The public frame: top bar, the page, the footer and the one toast region. */
export function RootLayout() {
  const location = useLocation();
  const auth = useAuth();
  const actions: SiteHeaderAction[] = auth.user
    ? [
        { label: 'Dashboard', href: '/dashboard', emphasis: 'primary' },
        { label: 'Logout', onClick: () => void auth.signOut() },
      ]
    : [
        { label: 'Login', href: '/login' },
        { label: 'Register', href: '/register', emphasis: 'primary' },
      ];
  return (
    <Box display="flex" flexDirection="column" style={{ minHeight: '100vh' }}>
      {/* The first focusable element of every public page. */}
      <SkipLink targetId="main">Skip to content</SkipLink>
      <SiteHeader logo={<Logo />} navLinks={headerLinks} currentHref={location.pathname} actions={actions} tools={<ColorSchemeToggle />} sticky />
      <Box as="main" id="main" tabIndex={-1} flexGrow={1} style={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter
        logo={<Logo />}
        tagline="International recruitment for people who want to work abroad, and the employers who want them."
        groups={footerGroups}
        socialLinks={socialLinks}
        legalLinks={legalLinks}
        year={new Date().getFullYear()}
        copyright="GlobalHire. All rights reserved."
      />
      <Toaster />
      <ScrollRestoration />
    </Box>
  );
}
