import type { RequestHandler } from 'msw';
import { Outlet } from 'react-router-dom';
import { Toaster } from '@globalhire/ui';
import { defaultHandlers, fixtures, handlers } from '@globalhire/data/mocks';
import type { Profile } from '@globalhire/data';
import { PanelFrame } from '../../panels/PanelFrame';

/** The applicant panel around a page, as /applicant/* renders it. */
export const ApplicantFrame = () => <PanelFrame role="candidate" />;

/**
 * Just the page and the toasts, for stories that end by leaving the panel (account deletion):
 * the panel's guard would follow the visitor out of a story that has no other pages.
 */
export const BarePageFrame = () => (
  <>
    <Outlet />
    <Toaster />
  </>
);

/** The signed-in candidate's profile, then the story's own mocks, then every default. */
export const candidateMocks = (
  extra: RequestHandler[] = [],
  profile: Profile = fixtures.profiles.candidate,
) => ({
  // The story's mocks first: a profile write's read-back is answered by the write's own mock.
  msw: { handlers: [...extra, handlers.profile(profile), ...defaultHandlers] },
});

/** Generous: story tests share a busy machine, and a find fails only after the whole wait. */
export const slow = { timeout: 8000 };
