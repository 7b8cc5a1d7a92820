import type { RequestHandler } from 'msw';
import {
  defaultHandlers,
  fixtures,
  handlers,
  serviceRecruiterDefaults,
  serviceRecruiterFixtures,
} from '@globalhire/data/mocks';
import { PanelFrame } from '../../panels/PanelFrame';

/** The recruiter panel around a page, as /recruiter/* renders it. */
export const RecruiterFrame = () => <PanelFrame role="recruiter" />;

/** Signed in as Jordan Reyes, the seeded recruiter, with a second factor (as recruiters sign in). */
export const asRecruiter = { as: 'recruiter', aal: 'aal2', layout: RecruiterFrame } as const;

/**
 * The story's own mocks, then the recruiter workspace's fixtures (verdicts for Priya's Indian
 * citizenship on the searched jobs), the signed-in recruiter's profile, then every default.
 */
export const recruiterMocks = (extra: RequestHandler[] = []) => ({
  msw: {
    handlers: [
      ...extra,
      ...serviceRecruiterDefaults(),
      handlers.visaVerdicts(serviceRecruiterFixtures.recruiterJobVerdicts),
      handlers.profile(fixtures.profiles.recruiter),
      ...defaultHandlers,
    ],
  },
});

/** Generous: story tests share a busy machine, and a find fails only after the whole wait. */
export const slow = { timeout: 8000 };
