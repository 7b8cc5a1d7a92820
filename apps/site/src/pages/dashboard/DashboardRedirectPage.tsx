import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { RedirectScreen, toast } from '@globalhire/ui';
import { useAuth } from '../../auth/AuthProvider';
import { dashboardPathFor } from '../../auth/decideAccess';
import { messages } from '../../content/messages';
import { usePageMeta } from '../../seo/usePageMeta';

/** /dashboard: a spinner, then each user type goes to its own dashboard (spec §2). */
export default function DashboardRedirectPage() {
  usePageMeta({ title: 'Dashboard', description: 'Your GlobalHire dashboard.', noIndex: true });
  const auth = useAuth();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (auth.loading || done.current) return;
    done.current = true;
    if (!auth.user) {
      toast({ ...messages.accessDenied, description: messages.loginRequired, tone: 'critical' });
      navigate(`/login?returnTo=${encodeURIComponent('/dashboard')}`, { replace: true });
      return;
    }
    const path = dashboardPathFor(auth.profile?.user_type);
    if (path) {
      navigate(path, { replace: true });
    } else {
      toast({ ...messages.accessError, tone: 'critical' });
      navigate('/', { replace: true });
    }
  }, [auth.loading, auth.user, auth.profile, navigate]);

  return <RedirectScreen message={messages.redirecting} />;
}
