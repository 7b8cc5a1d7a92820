import { legalEffectiveDate, supportEmail, type LegalDocument } from './document';

/** Privacy Policy: what personal data GlobalHire holds, why, for how long, and your rights. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  description:
    'What personal data GlobalHire collects, why, who sees it, how long we keep it and your rights.',
  effective: legalEffectiveDate,
  intro:
    'Finding you a job abroad means handling personal information: your CV, your work history, your visa situation. This policy explains what we collect, why, who sees it, how long we keep it and what you can ask of us.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        `GlobalHire Recruitment Ltd is the controller of the personal data described here. You can reach us about privacy at ${supportEmail} or through our contact page.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        {
          list: [
            'Account details: your name, email address, password (stored only as a one-way hash), whether you are a candidate or an employer, and for employers the company name and company profile.',
            'Candidate profile: your CV and what you add to your profile, such as work history, qualifications, languages, the countries you want to work in and your current work rights.',
            'Applications and saved jobs: which jobs you applied to or saved, your cover letters, and the status of each application.',
            'Managed service, if you enrol: the countries and roles you want, your salary expectations, a record of your consent for us to apply on your behalf (its wording and when you gave it, and whether you have withdrawn it), the jobs your recruiter proposes and your answer to each, and your invoices and payments.',
            'Visa and relocation cases, if you use that service: the steps of your case and the documents you upload for it, such as passport copies or certificates.',
            'Messages you send us through the contact form: your name, email address, subject and message.',
            'Technical data: the requests your browser makes to our servers (including your IP address and the time), kept in server logs for security. We count how often each job page is viewed, without recording who viewed it.',
          ],
        },
      ],
    },
    {
      id: 'why-we-use-it',
      title: 'Why we use it',
      blocks: [
        {
          list: [
            'To provide the service you signed up for: your account, your dashboard and tracking visa cases (performance of our contract with you).',
            'If you enrol in the managed service: to propose jobs to you and to apply on your behalf to the jobs you approve (performance of our contract with you, and the consent you give when you enrol).',
            'To let employers assess you for jobs you apply to, or that we apply to for you with your approval (performance of our contract, and your instruction when you apply or approve).',
            'To answer your messages and send updates about your applications (our legitimate interest in running the service, and our contract with you).',
            'To keep the service secure, prevent fraud and remove misleading or fraudulent listings (our legitimate interests).',
            'To meet legal obligations, such as keeping payment records.',
          ],
        },
        'We do not sell personal data, and we do not use it for advertising.',
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who sees it',
      blocks: [
        {
          list: [
            'Employers see the profile and CV of candidates who apply to their jobs, or whom we submit to them with the candidate’s approval, and nothing about other candidates. For each applicant, they also see whether that person can likely work in the job’s country.',
            'If you enrol in the managed service, the recruiter assigned to you reads your profile, CV and documents to propose jobs to you, and can see your applications.',
            'Our immigration staff see what they need for your visa case, and our administrators can see account records to run the service.',
            'Our hosting provider stores the data on our behalf under a data processing agreement; it may not use it for anything else.',
            'Authorities, when the law requires us to share information.',
          ],
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        'Because our service is about working abroad, your application data goes to employers in the countries you apply to, including Australia, Canada, Ireland, New Zealand, the United Kingdom and the United States. Where those countries do not have an adequacy decision, we rely on standard contractual clauses or on the transfer being necessary for the contract you asked us to carry out.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            'Your account, profile, CV, applications and visa documents: for as long as your account exists. When you delete your account, they are deleted from our live systems at once and from backups within 30 days.',
            'The record of your consent to the managed service: for as long as your account exists, also after you withdraw your consent, so that we can show what you agreed to and when.',
            'Contact messages: 24 months after our last reply, then deleted.',
            'Payment records: 6 years, as tax law requires.',
            'Server logs: 30 days.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'You have the right to access the personal data we hold about you, to correct it, to have it erased, to restrict or object to how we use it, and to receive a copy in a portable format. You can correct most of it yourself in your dashboard, and erase it by deleting your account in your dashboard settings.',
        `For anything else, write to ${supportEmail}; we answer within one month. If you are unhappy with our answer, you can complain to the data protection authority where you live or, in the United Kingdom, to the Information Commissioner's Office.`,
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        'Data travels encrypted between your browser and our servers. Access rules in our database limit every account to its own data: candidates see their own profile and applications, employers see only the applicants to their own jobs, and recruiters see only the candidates assigned to them. Passwords are stored only as hashes, and CVs and visa documents sit in private storage.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        'We store one thing in your browser: your sign-in session, so you stay logged in. We use no analytics, advertising or tracking cookies. Our Cookie Policy gives the details.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        'GlobalHire is for people aged 18 or over. We do not knowingly collect data about children, and we delete any account we learn belongs to one.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        'If we change how we use your personal data, we will update this policy and tell you by email or in your dashboard before the change takes effect.',
      ],
    },
  ],
};
