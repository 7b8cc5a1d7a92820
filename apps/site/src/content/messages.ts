/** Every toast and notice of the product spec (§8), word for word. */
export const messages = {
  authError: {
    title: 'Authentication Error',
    description: 'There was a problem with authentication. Please try logging in again.',
  },
  profileNotFound: {
    title: 'Profile not found',
    description: 'Please complete your profile setup.',
  },
  profileFetchError: { title: 'Error fetching profile' },
  sessionError: {
    title: 'Session Error',
    description: 'Failed to refresh session. Please log in again.',
  },
  accessDenied: { title: 'Access denied' },
  loginRequired: 'Please log in to continue.',
  noPermission: "You don't have permission to access this page.",
  accessError: { title: 'Access error', description: 'Invalid user type. Please contact support.' },
  loginFailed: { title: 'Login failed' },
  signOutError: { title: 'Error', description: 'Failed to sign out. Please try again.' },
  contactError: { title: 'Error', description: 'Failed to send message. Please try again.' },
  welcomeBack: { title: 'Welcome back!', description: 'You have successfully logged in.' },
  signedOut: { title: 'Signed out', description: 'You have been successfully logged out.' },
  messageSent: {
    title: 'Message Sent!',
    description: "Thank you for contacting us. We'll get back to you shortly.",
  },
  registrationSuccessful: {
    title: 'Registration Successful',
    description: 'Please check your email to verify your account.',
  },
  // The spec's description says the listing "is now live"; a new job waits for an admin's
  // approval (decisions.md, "Messages made true").
  jobPosted: {
    title: 'Job Posted Successfully!',
    description:
      'Your job listing is waiting for approval. It goes live once an admin approves it.',
  },
  profileUpdated: {
    title: 'Profile Updated',
    description: 'Your company profile has been updated successfully.',
  },
  noJobs: 'No jobs found matching your criteria. Try broadening your search!',
  noArticles: {
    title: 'No articles found matching your criteria.',
    description: 'Try adjusting your search or category selection.',
  },
  jobNotFound: 'Job not found.',
  redirecting: 'Redirecting to your dashboard...',
  /** A signed-in visitor on /login or /register whose link says where to go next. */
  redirectingOn: 'You are already logged in. Redirecting...',
  loggingIn: 'Logging in...',
} as const;
