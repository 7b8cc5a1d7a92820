import type { TestimonialCardProps } from '@globalhire/ui';
import AU from 'country-flag-icons/react/3x2/AU';
import CA from 'country-flag-icons/react/3x2/CA';
import GB from 'country-flag-icons/react/3x2/GB';
import GH from 'country-flag-icons/react/3x2/GH';
import IE from 'country-flag-icons/react/3x2/IE';
import IN from 'country-flag-icons/react/3x2/IN';
import NZ from 'country-flag-icons/react/3x2/NZ';
import PH from 'country-flag-icons/react/3x2/PH';

type Testimonial = Pick<TestimonialCardProps, 'quote' | 'name' | 'byline' | 'origin' | 'destination'>;

/** Success stories shown on the home, employer and candidate pages (marketing copy). */
export const homeTestimonials: Testimonial[] = [
  {
    quote:
      'GlobalHire handled my applications while I kept working in Bengaluru. Eleven weeks after my profile was approved I had an offer from a Toronto fintech, and they walked me through the work permit.',
    name: 'Priya Sharma',
    byline: 'Software Engineer, Toronto',
    origin: { code: 'IN', flag: IN, name: 'India' },
    destination: { code: 'CA', flag: CA, name: 'Canada' },
  },
  {
    quote:
      'Registering with AHPRA from Accra felt impossible until the team sent me a checklist and checked every document. I now work in an emergency department in Sydney.',
    name: 'Daniel Mensah',
    byline: 'Registered Nurse, Sydney',
    origin: { code: 'GH', flag: GH, name: 'Ghana' },
    destination: { code: 'AU', flag: AU, name: 'Australia' },
  },
  {
    quote:
      'I wanted to teach abroad with my family. The fees were clear from day one, and the relocation guide for Auckland answered questions I did not know I had.',
    name: 'Maria Santos',
    byline: 'Mathematics Teacher, Auckland',
    origin: { code: 'PH', flag: PH, name: 'Philippines' },
    destination: { code: 'NZ', flag: NZ, name: 'New Zealand' },
  },
];

export const employerTestimonials: Testimonial[] = [
  {
    quote:
      'We filled four senior engineering roles in a quarter. Every applicant came with a visa-fit verdict for our jobs, which saved our team weeks.',
    name: 'Laura Chen',
    byline: 'Head of Talent, Maple Tech Solutions',
    origin: { code: 'GB', flag: GB, name: 'United Kingdom' },
    destination: { code: 'CA', flag: CA, name: 'Canada' },
  },
  {
    quote:
      'GlobalHire found experienced emergency nurses from three countries and kept them informed through registration. Our vacancy rate halved in a year.',
    name: 'Michael Harris',
    byline: 'Director of Nursing, Harbour Health Network',
    origin: { code: 'IE', flag: IE, name: 'Ireland' },
    destination: { code: 'AU', flag: AU, name: 'Australia' },
  },
];
