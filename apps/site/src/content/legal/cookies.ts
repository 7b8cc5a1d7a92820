import { legalEffectiveDate, supportEmail, type LegalDocument } from './document';

/** Cookie Policy: the only browser storage GlobalHire uses is the sign-in session. */
export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  description:
    'GlobalHire stores only your sign-in session in your browser. No analytics, advertising or tracking cookies.',
  effective: legalEffectiveDate,
  intro:
    'Short version: GlobalHire keeps your sign-in session in your browser so that you stay logged in, and nothing else. We use no analytics, advertising or tracking cookies, so there is nothing to accept or decline.',
  sections: [
    {
      id: 'what-this-covers',
      title: 'What this policy covers',
      blocks: [
        'Cookies are small files a website stores in your browser. Local storage is a similar browser feature that keeps data for a site on your device. This policy covers both, for every page of GlobalHire.',
      ],
    },
    {
      id: 'what-we-store',
      title: 'What we store',
      blocks: [
        'One item in your browser’s local storage, and only once you log in:',
        {
          list: [
            'Name: sb-…-auth-token (the middle part is the name of our backend project).',
            'Contents: your sign-in session, meaning a short-lived access token, a refresh token, its expiry time and your basic account details (your user id and email address).',
            'Purpose: to keep you logged in as you move between pages and when you come back, and to renew the session automatically before it expires.',
            'Lifetime: until you log out, which removes it, or until the session can no longer be renewed.',
          ],
        },
        'This storage is strictly necessary for the service you ask for when you log in, so it does not need your consent. Visitors who do not log in have nothing stored at all.',
      ],
    },
    {
      id: 'what-we-do-not-use',
      title: 'What we do not use',
      blocks: [
        {
          list: [
            'No analytics or statistics cookies, and no tracking pixels.',
            'No advertising or retargeting cookies.',
            'No third-party cookies: our pages load no content from social networks or ad networks, and our fonts are served from our own site.',
          ],
        },
        'We count job page views in our own database without identifying who viewed the page; this stores nothing in your browser.',
      ],
    },
    {
      id: 'managing-storage',
      title: 'Managing it',
      blocks: [
        'Logging out removes your session from the browser. You can also clear site data in your browser settings, which logs you out. If you block local storage for our site, you can browse jobs and read every public page, but you will not be able to stay logged in.',
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes and contact',
      blocks: [
        'If we ever want to use other cookies, we will update this policy first and, where the law requires it, ask for your consent before storing anything.',
        `Questions about this policy can be sent to ${supportEmail} or through our contact page.`,
      ],
    },
  ],
};
