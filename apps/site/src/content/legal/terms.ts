import { fees } from '@globalhire/data';
import { legalEffectiveDate, supportEmail, usd, type LegalDocument } from './document';

/** Terms of Service: 11 sections (spec §2 and §9). */
export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  description:
    'The terms that apply when you use GlobalHire as a candidate, an employer or a visitor.',
  effective: legalEffectiveDate,
  intro:
    'These Terms of Service govern your use of the GlobalHire website and services. Please read them carefully: by creating an account or using the site, you agree to them.',
  sections: [
    {
      id: 'about',
      title: 'About GlobalHire and these Terms',
      blocks: [
        'GlobalHire is an international job board and recruitment service operated by GlobalHire Recruitment Ltd ("GlobalHire", "we", "us"). We help candidates find work abroad and help employers reach a worldwide talent pool.',
        'These Terms form an agreement between you and us. Our Privacy Policy and Cookie Policy explain how we handle your personal data and what we store in your browser, and form part of these Terms.',
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility',
      blocks: [
        'To create an account you must be at least 18 years old.',
        'Candidates must be legally eligible to work in the destination country, or eligible for the visa that the job requires. You are responsible for telling us accurately about your nationality, your current work rights and anything that may affect a visa application.',
        'Employers must be legally entitled to hire in the countries where they post jobs, and the person registering must be authorised to act for the company.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      blocks: [
        'You must give accurate and complete information when you register and keep it up to date. Each account is for one person or one company; do not share your login.',
        'Keep your password secret. You are responsible for what happens under your account until you tell us it has been misused, which you can do at any time through our contact page.',
      ],
    },
    {
      id: 'candidate-services',
      title: 'Services for candidates',
      blocks: [
        'Creating a profile, uploading your CV and browsing jobs are free, and you can always apply to jobs yourself. An application you make yourself goes straight to the employer. If you use our managed service, your recruiter can also see it.',
        'You can also choose our managed service, from the Managed service page of your dashboard. To enrol, you tell us the countries and roles you want and your salary expectations, and you give your consent for GlobalHire to apply to jobs on your behalf. We record your consent, its wording and when you gave it. You can withdraw it at any time.',
        'When you enrol, a GlobalHire recruiter is assigned to you. Your recruiter proposes jobs, tells you why each one fits and picks the CV to send. You approve or decline each proposal. We apply on your behalf only to the jobs you approve, and the employer sees that GlobalHire submitted the application for you. Nothing is sent without your approval.',
        'You can follow every application in your dashboard, and we also send updates by email.',
        'The process takes 4 to 12 weeks on average from profile approval to a job offer, not counting the time the visa takes. No placement is guaranteed: the decision to hire always rests with the employer, and the decision on a visa with the authorities of the destination country.',
        'Visa and relocation guidance is information and practical help, not a guarantee that a visa will be granted.',
      ],
    },
    {
      id: 'fees',
      title: 'Fees and payments',
      blocks: [
        'Using GlobalHire without the managed service is free. The fees of the managed service are set out on our Fees page and are:',
        {
          list: [
            `a registration fee of ${usd(fees.registration)}, one-time and non-refundable, invoiced when our team starts applying on your behalf, that is when you approve the first job your recruiter proposes;`,
            `a success fee of ${usd(fees.successFee)}, invoiced only when you have both a confirmed job offer (the employer marks your application as hired) and an approved visa, and not charged if you are not hired or your visa is denied;`,
            `optional services, charged only when you order them: document translation from ${usd(fees.translationPerPageFrom)} per page, credential evaluation from ${usd(fees.credentialEvaluationFrom)}, and applications to each additional country at ${usd(fees.additionalCountry)} per country.`,
          ],
        },
        'Where the law restricts charging people a fee for finding them work, we do not charge you such a fee. This applies to jobs in the United Kingdom and to candidates who live in the United Kingdom (Employment Agencies Act 1973, section 6, and the Conduct of Employment Agencies and Employment Businesses Regulations 2003), and to jobs in Ontario, Canada (Employment Protection for Foreign Nationals Act, 2009). Before you enrol, we show you what you would owe.',
        'We send a numbered invoice, with a PDF copy, for each fee. You pay by bank transfer, and our team records your payment. We do not take card payments on the site.',
        'Payments are non-refundable once the services they pay for have started. Employer plans are billed monthly at the prices shown on the employer plans page.',
      ],
    },
    {
      id: 'employers',
      title: 'Employers and job listings',
      blocks: [
        'Employers may post only genuine vacancies they are able to fill, with an accurate description of the role, its location, its pay and whether visa sponsorship or relocation support is offered. Listings must comply with the employment and anti-discrimination laws of the country where the job is based.',
        'Every listing is reviewed before it is published. We may refuse, edit the presentation of, or remove any listing that is misleading, discriminatory or fraudulent, or that breaks these Terms.',
        'Employers may use candidate information they receive through GlobalHire only to assess candidates for the role they applied to, and must handle it in line with data protection law.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        'You agree not to:',
        {
          list: [
            'give false information, impersonate anyone or apply with documents that are not genuine;',
            'ask candidates for money in exchange for a job, a visa or an interview;',
            'copy, scrape or harvest listings or profiles, or use the site to send unsolicited messages;',
            'try to get around the security of the site, access data that is not yours, or disrupt the service.',
          ],
        },
      ],
    },
    {
      id: 'suspension',
      title: 'Suspension and removal',
      blocks: [
        'We may suspend or close an account, and remove any content, if we reasonably believe that it breaks these Terms, that it puts other users at risk, or that the law requires us to. Where we can, we will tell you why and give you a chance to respond.',
        'Suspension does not cancel fees that are already due for services we have provided.',
      ],
    },
    {
      id: 'deleting-your-account',
      title: 'Deleting your account',
      blocks: [
        'You may delete your own account at any time from the settings of your dashboard. Deleting it removes your profile, your CV and your other personal data from GlobalHire, and withdraws applications we have not yet sent.',
        'Applications already sent to employers stay with those employers under their own privacy policies, and we keep payment records for as long as the law requires, as our Privacy Policy explains.',
      ],
    },
    {
      id: 'liability',
      title: 'Our responsibility to you',
      blocks: [
        'We provide the service with reasonable care and skill. We are not the employer of candidates we place, and we are not responsible for the decisions of employers or immigration authorities, or for the content employers publish.',
        'Nothing in these Terms limits liability that cannot be limited by law, including for death or personal injury caused by negligence or for fraud. Otherwise, our total liability to you is limited to the fees you paid us in the twelve months before the claim.',
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes, governing law and contact',
      blocks: [
        'We may update these Terms. If a change matters to you, we will tell you by email or in your dashboard at least 30 days before it takes effect; continuing to use GlobalHire after that date means you accept the new Terms.',
        'These Terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction, without taking away any protection the law of your own country gives you as a consumer.',
        `Questions about these Terms can be sent to ${supportEmail} or through our contact page.`,
      ],
    },
  ],
};
