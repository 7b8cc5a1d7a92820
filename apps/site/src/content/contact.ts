/** How to reach the GlobalHire team, shown on the contact page (marketing copy, not data). */
export const contactDetails = {
  email: 'support@globalhire.com',
  phone: { display: '+44 20 7946 0958', href: 'tel:+442079460958' },
  office: [
    'GlobalHire Recruitment Ltd',
    '71 Queen Victoria Street',
    'London EC4V 4BE',
    'United Kingdom',
  ],
} as const;

export const contactPageCopy = {
  title: 'Contact Us',
  intro:
    'Questions about jobs abroad, your application, our fees or hiring through GlobalHire? Send us a message and our team will answer by email.',
  formTitle: 'Send us a message',
  detailsTitle: 'Contact details',
  hoursTitle: 'Business hours',
  hoursNote: 'Messages sent outside these hours are answered on the next working day.',
} as const;
