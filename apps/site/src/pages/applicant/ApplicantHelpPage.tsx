import { HelpCircle, Mail, Phone } from 'lucide-react';
import {
  ButtonLink,
  Card,
  Columns,
  Column,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
} from '@globalhire/ui';
import { businessHours } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import * as styles from '../../features/applicant/applicant.css';
import { applicantHelpCopy as copy } from '../../content/applicantHelp';
import { contactDetails } from '../../content/contact';

/** /applicant/help: how the panel works, the FAQs, how to contact the team and when. */
export default function ApplicantHelpPage() {
  usePageMeta({ title: 'Help', description: copy.intro, noIndex: true });
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>{copy.title}</Heading>
        <Text tone="muted">{copy.intro}</Text>
      </Stack>

      <Stack space="large" as="section" aria-labelledby="help-topics">
        <Heading level={3} as="h2" id="help-topics">
          {copy.topicsTitle}
        </Heading>
        <div className={styles.cardGrid}>
          {copy.topics.map((topic) => (
            <Card key={topic.title}>
              <Stack space="small">
                <Heading level={4} as="h3">
                  {topic.title}
                </Heading>
                <Text>{topic.body}</Text>
                <Link href={topic.link.href}>{topic.link.label}</Link>
              </Stack>
            </Card>
          ))}
        </div>
      </Stack>

      <Columns space="large" collapseBelow="desktop">
        <Column>
          <Card>
            <Stack space="medium">
              <Heading level={3} as="h2">
                {copy.faqsTitle}
              </Heading>
              <Text>{copy.faqsBody}</Text>
              <Inline space="small">
                <ButtonLink href="/faqs" variant="soft" icon={<HelpCircle aria-hidden />}>
                  {copy.faqsLink}
                </ButtonLink>
                <ButtonLink href="/fees" variant="ghost">
                  {copy.feesLink}
                </ButtonLink>
              </Inline>
            </Stack>
          </Card>
        </Column>
        <Column>
          <Card>
            <Stack space="medium">
              <Heading level={3} as="h2">
                {copy.contactTitle}
              </Heading>
              <Text>{copy.contactBody}</Text>
              <Stack space="small">
                <Inline space="small" alignY="center">
                  <Mail aria-hidden className={styles.inlineIcon} />
                  <Link href={`mailto:${contactDetails.email}`}>{contactDetails.email}</Link>
                </Inline>
                <Inline space="small" alignY="center">
                  <Phone aria-hidden className={styles.inlineIcon} />
                  <Link href={contactDetails.phone.href}>{contactDetails.phone.display}</Link>
                </Inline>
              </Stack>
              <div>
                <ButtonLink href="/contact">{copy.contactLink}</ButtonLink>
              </div>
            </Stack>
          </Card>
        </Column>
        <Column>
          <Card>
            <Stack space="medium">
              <Heading level={3} as="h2">
                {copy.hoursTitle}
              </Heading>
              <Text weight="semibold">{businessHours.text}</Text>
              <Text tone="muted">{copy.hoursNote}</Text>
            </Stack>
          </Card>
        </Column>
      </Columns>
    </Stack>
  );
}
