import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import { PanelFrame } from '../panels/PanelFrame';

/** Every page module, each its own chunk, loaded when first visited (route-level code splitting). */
const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/**/*Page.tsx');

/** What the server reads off a matched route. */
export interface RouteHandle {
  /** The page's source module, to find its chunk and CSS in the build manifest. */
  module?: string;
  /** false: rendered in the browser only (the signed-in panels). */
  ssr?: boolean;
  /**
   * The page's purpose is a form only the app can send (sign-in, registration, the contact form):
   * the app loads with the page for every visitor. Other public pages work as HTML for a visitor
   * without a session and never load it.
   */
  needsApp?: boolean;
}

/** A lazy route for `src/pages/<name>.tsx`. */
const page = (name: string, options: Omit<RouteHandle, 'module'> = {}): Pick<RouteObject, 'lazy' | 'handle'> => {
  const load = pageModules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${name}.tsx`);
  const handle: RouteHandle = { module: `src/pages/${name}.tsx`, ...options };
  return { lazy: async () => ({ Component: (await load()).default }), handle };
};

/** A permanent move, answered by the server (301) and by the router in the browser. */
const movedTo = (to: string): Pick<RouteObject, 'loader'> => ({ loader: () => redirect(to, 301) });

const panel: RouteHandle = { ssr: false };
const appForm: Omit<RouteHandle, 'module'> = { needsApp: true };

/**
 * Panel screens are routed once their page exists; a screen still being built answers with the
 * not-found page instead of breaking the build. Public pages above must all exist (page() throws).
 */
const panelPages = (routes: [path: string | null, name: string][]): RouteObject[] =>
  routes
    .filter(([, name]) => `../pages/${name}.tsx` in pageModules)
    .map(([path, name]) => (path === null ? { index: true, ...page(name) } : { path, ...page(name) }));

export const publicRoutes: RouteObject[] = [
  { index: true, ...page('home/HomePage') },
  { path: 'jobs', ...page('jobs/JobsPage') },
  { path: 'jobs/:id', ...page('jobs/JobDetailPage') },
  { path: 'employers', ...page('employers/EmployersPage') },
  { path: 'employers/:slug', ...page('employers/EmployerProfilePage') },
  { path: 'employers-login', ...movedTo('/login?type=employer') },
  { path: 'candidates', ...page('candidates/CandidatesPage') },
  { path: 'about', ...page('about/AboutPage') },
  { path: 'contact', ...page('contact/ContactPage', appForm) },
  { path: 'faqs', ...page('faqs/FaqsPage') },
  { path: 'blog', ...page('blog/BlogPage') },
  { path: 'blog/visa-guides', ...page('blog/VisaGuidesPage') },
  { path: 'blog/relocation-tips', ...page('blog/RelocationTipsPage') },
  { path: 'blog/career-advice', ...page('blog/CareerAdvicePage') },
  { path: 'blog/:id', ...page('blog/ArticlePage') },
  { path: 'terms', ...page('legal/TermsPage') },
  { path: 'privacy-policy', ...page('legal/PrivacyPolicyPage') },
  { path: 'cookie-policy', ...page('legal/CookiePolicyPage') },
  { path: 'fees', ...page('fees/FeesPage') },
  { path: 'login', ...page('auth/LoginPage', appForm) },
  { path: 'login/two-factor', ...page('auth/TwoFactorPage', appForm) },
  { path: 'register', ...page('auth/RegisterPage', appForm) },
  { path: 'forgot-password', ...page('auth/ForgotPasswordPage', appForm) },
  { path: 'reset-password', ...page('auth/ResetPasswordPage', appForm) },
  { path: 'email-confirmed', ...page('auth/EmailConfirmedPage', appForm) },
  { path: 'dashboard', ...page('dashboard/DashboardRedirectPage', appForm) },
  // Visiting the link turns the alert off: only a browser does that, never a server render that a
  // mail scanner's fetch of the link would trigger.
  { path: 'alerts/unsubscribe', ...page('alerts/AlertUnsubscribePage', { ssr: false }) },
  // Opening the link changes nothing; its button (or the mail provider's one-click POST) does.
  {
    path: 'notifications/unsubscribe',
    ...page('notifications/NotificationUnsubscribePage', { ssr: false }),
  },
];

/** Admin panel (spec §2 and the linked routes decisions.md builds). */
export const adminRoutes: RouteObject[] = panelPages([
  [null, 'admin/AdminDashboardPage'],
  ['jobs', 'admin/AdminJobsPage'],
  ['jobs/new', 'admin/AdminPostJobPage'],
  ['jobs/approvals', 'admin/AdminApprovalsPage'],
  ['employers', 'admin/AdminEmployersPage'],
  ['employers/:id', 'admin/AdminEmployerDetailPage'],
  ['candidates', 'admin/AdminCandidatesPage'],
  ['candidates/:id', 'admin/AdminCandidateDetailPage'],
  ['applications', 'admin/AdminApplicationsPage'],
  ['visa-cases', 'admin/AdminVisaCasesPage'],
  ['visa-cases/:id', 'admin/AdminVisaCasePage'],
  ['visa-thresholds', 'admin/AdminVisaThresholdsPage'],
  ['employer-licences', 'admin/AdminEmployerLicencesPage'],
  ['employer-licences/import', 'admin/AdminSponsorRegisterPage'],
  ['visa-routes', 'admin/AdminVisaRoutesPage'],
  ['visa-occupations', 'admin/AdminVisaOccupationsPage'],
  ['visa-citizenship-rights', 'admin/AdminVisaCitizenshipRightsPage'],
  ['featured', 'admin/AdminFeaturedPage'],
  ['exchange-rates', 'admin/AdminExchangeRatesPage'],
  ['content', 'admin/AdminContentPage'],
  ['content/articles/new', 'admin/AdminArticleEditorPage'],
  ['content/articles/:id', 'admin/AdminArticleEditorPage'],
  ['content/faqs', 'admin/AdminFaqsPage'],
  ['inbox', 'admin/AdminInboxPage'],
  ['inbox/:id', 'admin/AdminInboxMessagePage'],
  ['settings', 'admin/AdminSettingsPage'],
  ['analytics', 'admin/AdminAnalyticsPage'],
  ['audit', 'admin/AdminAuditPage'],
  ['notifications', 'admin/AdminNotificationsPage'],
  ['managed-service', 'admin/AdminManagedServicePage'],
  ['invoices', 'admin/AdminInvoicesPage'],
  ['fees', 'admin/AdminFeesPage'],
  ['conversations', 'admin/AdminConversationsPage'],
  ['conversations/:applicationId', 'admin/AdminConversationPage'],
]);

export const employerRoutes: RouteObject[] = panelPages([
  ['dashboard', 'employer/EmployerDashboardPage'],
  ['jobs', 'employer/EmployerJobsPage'],
  ['jobs/new', 'employer/PostJobPage'],
  ['jobs/drafts', 'employer/EmployerDraftsPage'],
  ['jobs/:id/applicants', 'employer/EmployerApplicantsPage'],
  ['applicants', 'employer/EmployerApplicantsPage'],
  ['applicants/shortlisted', 'employer/EmployerApplicantsPage'],
  ['interviews', 'employer/EmployerInterviewsPage'],
  ['profile', 'employer/EmployerProfileEditPage'],
  ['plans', 'employer/EmployerPlansPage'],
  ['analytics', 'employer/EmployerAnalyticsPage'],
  ['support', 'employer/EmployerSupportPage'],
  ['notifications', 'employer/EmployerNotificationsPage'],
  ['settings', 'employer/EmployerSettingsPage'],
  ['messages', 'employer/EmployerMessagesPage'],
  ['messages/:applicationId', 'employer/EmployerMessagesPage'],
]);

export const applicantRoutes: RouteObject[] = panelPages([
  ['dashboard', 'applicant/ApplicantDashboardPage'],
  ['profile', 'applicant/ApplicantProfilePage'],
  ['cv', 'applicant/ApplicantCvPage'],
  ['saved', 'applicant/ApplicantSavedJobsPage'],
  ['alerts', 'applicant/ApplicantAlertsPage'],
  ['applications', 'applicant/ApplicantApplicationsPage'],
  ['interviews', 'applicant/ApplicantInterviewsPage'],
  ['visa', 'applicant/ApplicantVisaPage'],
  ['settings', 'applicant/ApplicantSettingsPage'],
  ['help', 'applicant/ApplicantHelpPage'],
  ['notifications', 'applicant/ApplicantNotificationsPage'],
  ['service', 'applicant/ApplicantServicePage'],
  ['messages', 'applicant/ApplicantMessagesPage'],
  ['messages/:applicationId', 'applicant/ApplicantMessagesPage'],
]);

/** Recruiter panel: the caseload, one candidate's workspace, notifications. */
export const recruiterRoutes: RouteObject[] = panelPages([
  [null, 'recruiter/RecruiterCaseloadPage'],
  ['candidates/:id', 'recruiter/RecruiterCandidatePage'],
  ['notifications', 'recruiter/RecruiterNotificationsPage'],
]);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <RootLayout />,
        children: [...publicRoutes, { path: '*', ...page('NotFoundPage') }],
      },
      { path: 'admin', element: <PanelFrame role="admin" />, handle: panel, children: adminRoutes },
      { path: 'employer', element: <PanelFrame role="employer" />, handle: panel, children: employerRoutes },
      // /post-job (the site's "Post a Job" links) is the employer's post-job form, which requires
      // the employer role (decisions.md): a visitor is asked for the employer login, and comes
      // back to the form after signing in.
      { path: 'post-job', ...movedTo('/employer/jobs/new') },
      { path: 'applicant', element: <PanelFrame role="candidate" />, handle: panel, children: applicantRoutes },
      { path: 'recruiter', element: <PanelFrame role="recruiter" />, handle: panel, children: recruiterRoutes },
    ],
  },
];
