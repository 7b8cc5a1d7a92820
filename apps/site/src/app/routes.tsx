import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import { PanelFrame } from '../panels/PanelFrame';

/** Every page module, each its own chunk, loaded when first visited (route-level code splitting). */
const pageModules = import.meta.glob<{ default: ComponentType }>('../pages/**/*Page.tsx');

/** A lazy route for `src/pages/<name>.tsx`. */
const page = (name: string) => {
  const load = pageModules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${name}.tsx`);
  return async () => ({ Component: (await load()).default });
};

/**
 * Panel screens are routed once their page exists; a screen still being built answers with the
 * not-found page instead of breaking the build. Public pages above must all exist (page() throws).
 */
const panelPages = (routes: [path: string | null, name: string][]): RouteObject[] =>
  routes
    .filter(([, name]) => `../pages/${name}.tsx` in pageModules)
    .map(([path, name]) =>
      path === null ? { index: true, lazy: page(name) } : { path, lazy: page(name) },
    );

export const publicRoutes: RouteObject[] = [
  { index: true, lazy: page('home/HomePage') },
  { path: 'jobs', lazy: page('jobs/JobsPage') },
  { path: 'jobs/:id', lazy: page('jobs/JobDetailPage') },
  { path: 'employers', lazy: page('employers/EmployersPage') },
  { path: 'employers/:slug', lazy: page('employers/EmployerProfilePage') },
  { path: 'employers-login', element: <Navigate to="/login?type=employer" replace /> },
  { path: 'candidates', lazy: page('candidates/CandidatesPage') },
  { path: 'about', lazy: page('about/AboutPage') },
  { path: 'contact', lazy: page('contact/ContactPage') },
  { path: 'faqs', lazy: page('faqs/FaqsPage') },
  { path: 'blog', lazy: page('blog/BlogPage') },
  { path: 'blog/visa-guides', lazy: page('blog/VisaGuidesPage') },
  { path: 'blog/relocation-tips', lazy: page('blog/RelocationTipsPage') },
  { path: 'blog/career-advice', lazy: page('blog/CareerAdvicePage') },
  { path: 'blog/:id', lazy: page('blog/ArticlePage') },
  { path: 'terms', lazy: page('legal/TermsPage') },
  { path: 'privacy-policy', lazy: page('legal/PrivacyPolicyPage') },
  { path: 'cookie-policy', lazy: page('legal/CookiePolicyPage') },
  { path: 'fees', lazy: page('fees/FeesPage') },
  { path: 'login', lazy: page('auth/LoginPage') },
  { path: 'login/two-factor', lazy: page('auth/TwoFactorPage') },
  { path: 'register', lazy: page('auth/RegisterPage') },
  { path: 'forgot-password', lazy: page('auth/ForgotPasswordPage') },
  { path: 'reset-password', lazy: page('auth/ResetPasswordPage') },
  { path: 'email-confirmed', lazy: page('auth/EmailConfirmedPage') },
  { path: 'dashboard', lazy: page('dashboard/DashboardRedirectPage') },
  { path: 'alerts/unsubscribe', lazy: page('alerts/AlertUnsubscribePage') },
];

/** Admin panel (spec §2 and the linked routes decisions.md builds). */
export const adminRoutes: RouteObject[] = panelPages([
  [null, 'admin/AdminDashboardPage'],
  ['jobs', 'admin/AdminJobsPage'],
  ['jobs/new', 'admin/AdminPostJobPage'],
  ['jobs/approvals', 'admin/AdminApprovalsPage'],
  ['employers', 'admin/AdminEmployersPage'],
  ['candidates', 'admin/AdminCandidatesPage'],
  ['applications', 'admin/AdminApplicationsPage'],
  ['visa-cases', 'admin/AdminVisaCasesPage'],
  ['visa-cases/:id', 'admin/AdminVisaCasePage'],
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
]);

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <RootLayout />,
        children: [...publicRoutes, { path: '*', lazy: page('NotFoundPage') }],
      },
      { path: 'admin', element: <PanelFrame role="admin" />, children: adminRoutes },
      { path: 'employer', element: <PanelFrame role="employer" />, children: employerRoutes },
      // /post-job (the site's "Post a Job" links) is the employer's post-job form, which requires
      // the employer role (decisions.md): a visitor is asked for the employer login, and comes
      // back to the form after signing in.
      { path: 'post-job', element: <Navigate to="/employer/jobs/new" replace /> },
      { path: 'applicant', element: <PanelFrame role="candidate" />, children: applicantRoutes },
    ],
  },
];
