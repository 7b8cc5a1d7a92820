import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';

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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      { path: '*', lazy: page(() => import('../pages/NotFoundPage')) },
    ],
  },
];
