import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import { PanelFrame } from '../panels/PanelFrame';

/** Route-level code splitting: each page is its own chunk, loaded when first visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

export const publicRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../pages/home/HomePage')) },
  { path: 'jobs', lazy: page(() => import('../pages/jobs/JobsPage')) },
  { path: 'jobs/:id', lazy: page(() => import('../pages/jobs/JobDetailPage')) },
  { path: 'employers', lazy: page(() => import('../pages/employers/EmployersPage')) },
  { path: 'employers/:slug', lazy: page(() => import('../pages/employers/EmployerProfilePage')) },
  { path: 'employers-login', element: <Navigate to="/login?type=employer" replace /> },
  { path: 'candidates', lazy: page(() => import('../pages/candidates/CandidatesPage')) },
  { path: 'about', lazy: page(() => import('../pages/about/AboutPage')) },
  { path: 'contact', lazy: page(() => import('../pages/contact/ContactPage')) },
  { path: 'faqs', lazy: page(() => import('../pages/faqs/FaqsPage')) },
  { path: 'blog', lazy: page(() => import('../pages/blog/BlogPage')) },
  { path: 'blog/visa-guides', lazy: page(() => import('../pages/blog/VisaGuidesPage')) },
  { path: 'blog/relocation-tips', lazy: page(() => import('../pages/blog/RelocationTipsPage')) },
  { path: 'blog/career-advice', lazy: page(() => import('../pages/blog/CareerAdvicePage')) },
  { path: 'blog/:id', lazy: page(() => import('../pages/blog/ArticlePage')) },
  { path: 'terms', lazy: page(() => import('../pages/legal/TermsPage')) },
  { path: 'privacy-policy', lazy: page(() => import('../pages/legal/PrivacyPolicyPage')) },
  { path: 'cookie-policy', lazy: page(() => import('../pages/legal/CookiePolicyPage')) },
  { path: 'fees', lazy: page(() => import('../pages/fees/FeesPage')) },
  { path: 'login', lazy: page(() => import('../pages/auth/LoginPage')) },
  { path: 'register', lazy: page(() => import('../pages/auth/RegisterPage')) },
  { path: 'forgot-password', lazy: page(() => import('../pages/auth/ForgotPasswordPage')) },
  { path: 'reset-password', lazy: page(() => import('../pages/auth/ResetPasswordPage')) },
  { path: 'dashboard', lazy: page(() => import('../pages/dashboard/DashboardRedirectPage')) },
];

/** Admin panel (spec §2 and the linked routes decisions.md builds). */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('../pages/admin/AdminDashboardPage')) },
  { path: 'jobs', lazy: page(() => import('../pages/admin/AdminJobsPage')) },
  { path: 'jobs/new', lazy: page(() => import('../pages/admin/AdminPostJobPage')) },
  { path: 'jobs/approvals', lazy: page(() => import('../pages/admin/AdminApprovalsPage')) },
  { path: 'employers', lazy: page(() => import('../pages/admin/AdminEmployersPage')) },
  { path: 'candidates', lazy: page(() => import('../pages/admin/AdminCandidatesPage')) },
  { path: 'applications', lazy: page(() => import('../pages/admin/AdminApplicationsPage')) },
  { path: 'featured', lazy: page(() => import('../pages/admin/AdminFeaturedPage')) },
  { path: 'content', lazy: page(() => import('../pages/admin/AdminContentPage')) },
  { path: 'settings', lazy: page(() => import('../pages/admin/AdminSettingsPage')) },
  { path: 'analytics', lazy: page(() => import('../pages/admin/AdminAnalyticsPage')) },
];

export const employerRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('../pages/employer/EmployerDashboardPage')) },
  { path: 'jobs', lazy: page(() => import('../pages/employer/EmployerJobsPage')) },
  { path: 'jobs/new', lazy: page(() => import('../pages/employer/PostJobPage')) },
  { path: 'jobs/drafts', lazy: page(() => import('../pages/employer/EmployerDraftsPage')) },
  { path: 'jobs/:id/applicants', lazy: page(() => import('../pages/employer/EmployerApplicantsPage')) },
  { path: 'applicants', lazy: page(() => import('../pages/employer/EmployerApplicantsPage')) },
  { path: 'applicants/shortlisted', lazy: page(() => import('../pages/employer/EmployerApplicantsPage')) },
  { path: 'profile', lazy: page(() => import('../pages/employer/EmployerProfileEditPage')) },
  { path: 'plans', lazy: page(() => import('../pages/employer/EmployerPlansPage')) },
  { path: 'analytics', lazy: page(() => import('../pages/employer/EmployerAnalyticsPage')) },
  { path: 'support', lazy: page(() => import('../pages/employer/EmployerSupportPage')) },
];

export const applicantRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: page(() => import('../pages/applicant/ApplicantDashboardPage')) },
  { path: 'profile', lazy: page(() => import('../pages/applicant/ApplicantProfilePage')) },
  { path: 'cv', lazy: page(() => import('../pages/applicant/ApplicantCvPage')) },
  { path: 'saved', lazy: page(() => import('../pages/applicant/ApplicantSavedJobsPage')) },
  { path: 'applications', lazy: page(() => import('../pages/applicant/ApplicantApplicationsPage')) },
  { path: 'interviews', lazy: page(() => import('../pages/applicant/ApplicantInterviewsPage')) },
  { path: 'visa', lazy: page(() => import('../pages/applicant/ApplicantVisaPage')) },
  { path: 'settings', lazy: page(() => import('../pages/applicant/ApplicantSettingsPage')) },
  { path: 'help', lazy: page(() => import('../pages/applicant/ApplicantHelpPage')) },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <RootLayout />,
        children: [
          ...publicRoutes,
          { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
        ],
      },
      { path: 'admin', element: <PanelFrame role="admin" />, children: adminRoutes },
      { path: 'employer', element: <PanelFrame role="employer" />, children: employerRoutes },
      // /post-job is the employer's post-job form (decisions.md: it requires the employer role).
      { path: 'post-job', element: <PanelFrame role="employer" />, children: [{ index: true, lazy: page(() => import('../pages/employer/PostJobPage')) }] },
      { path: 'applicant', element: <PanelFrame role="candidate" />, children: applicantRoutes },
    ],
  },
];
