import { Clock, HelpCircle, Mail, Phone } from 'lucide-react';
import { Accordion, AccordionItem, ButtonLink, Card, Column, Columns, Heading, Inline, Link, Stack, Text } from '@globalhire/ui';
import { businessHours } from '@globalhire/data';
import { contactDetails } from '../../content/contact';
import { employerSupportCopy as copy } from '../../content/employerSupport';
import { usePageMeta } from '../../seo/usePageMeta';

/** /employer/support: how the employer panel works, how to reach the team and when. */
export default function EmployerSupportPage() {
  usePageMeta({ title: copy.title, description: copy.intro, noIndex: true });
  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>{copy.title}</Heading>
        <Text tone="muted">{copy.intro}</Text>
      </Stack>
      <Stack space="large" as="section" aria-labelledby="employer-help-topics">
        <Heading level={2} id="employer-help-topics">
          {copy.topicsTitle}
        </Heading>
        <Accordion type="single" collapsible defaultValue={copy.topics[0].id}>
          {copy.topics.map((topic) => (
            <AccordionItem key={topic.id} value={topic.id} title={topic.question} headingLevel={3}>
              <Text>{topic.answer}</Text>
            </AccordionItem>
          ))}
        </Accordion>
      </Stack>
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <Card>
            <Stack space="medium">
              <Heading level={2}>{copy.contactTitle}</Heading>
              <Text>{copy.contactBody}</Text>
              <Stack space="small">
                <Inline space="small" alignY="center">
                  <Mail aria-hidden />
                  <Link href={`mailto:${contactDetails.email}`}>{contactDetails.email}</Link>
                </Inline>
                <Inline space="small" alignY="center">
                  <Phone aria-hidden />
                  <Link href={contactDetails.phone.href}>{contactDetails.phone.display}</Link>
                </Inline>
              </Stack>
              <Inline space="small">
                <ButtonLink href="/contact">{copy.contactLink}</ButtonLink>
                <ButtonLink href="/faqs" variant="soft" icon={<HelpCircle aria-hidden />}>
                  {copy.faqsLink}
                </ButtonLink>
              </Inline>
            </Stack>
          </Card>
        </Column>
        <Column>
          <Card>
            <Stack space="medium">
              <Heading level={2}>{copy.hoursTitle}</Heading>
              <Inline space="small" alignY="center">
                <Clock aria-hidden />
                <Text weight="semibold">{businessHours.text}</Text>
              </Inline>
              <Text tone="muted">{copy.hoursNote}</Text>
            </Stack>
          </Card>
        </Column>
      </Columns>
    </Stack>
  );
}
