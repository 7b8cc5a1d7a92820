import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import {
  Button,
  Card,
  Column,
  Columns,
  FormLayout,
  Heading,
  Inline,
  Link,
  Stack,
  Text,
  TextInput,
  Textarea,
  toast,
} from '@globalhire/ui';
import {
  businessHours,
  contactSchema,
  fieldErrors,
  sendContactMessage,
  type ContactInput,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { messages } from '../../content/messages';
import { contactDetails, contactPageCopy as copy } from '../../content/contact';
import { contactErrorToast } from '../../features/contact/contactErrorToast';
import { ContentPage } from '../../features/content/ContentPage';
import { useFocusFirstError } from '../../features/forms/useFocusFirstError';
import { useFormValues } from '../../features/forms/useFormValues';
import { usePageMeta } from '../../seo/usePageMeta';

const emptyMessage = { name: '', email: '', subject: '', message: '' };

export default function ContactPage() {
  usePageMeta({ title: copy.title, description: copy.intro });
  const client = useSupabase();
  const form = useFormValues(emptyMessage);
  const { formRef, focusFirstError } = useFocusFirstError();

  const send = useMutation({
    mutationFn: async (input: ContactInput) => unwrap(await sendContactMessage(client, input)),
    onSuccess: () => {
      toast({ ...messages.messageSent, tone: 'positive' });
      form.reset();
    },
    // The message stays in the form, so sending again is one click.
    onError: (error) => toast({ ...contactErrorToast(error), tone: 'critical' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactSchema.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(fieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    send.mutate(parsed.data);
  };

  return (
    <ContentPage title={copy.title} intro={copy.intro}>
      <Columns space="xxlarge" collapseBelow="desktop">
        <Column width="2/3">
          <Card padding={['large', 'xlarge']}>
            <FormLayout
              ref={formRef}
              title={copy.formTitle}
              titleAs="h2"
              onSubmit={submit}
              noValidate
              actions={
                <Button type="submit" loading={send.isPending} loadingLabel="Sending...">
                  Send Message
                </Button>
              }
            >
              <Columns space="large" collapseBelow="tablet">
                <Column>
                  <TextInput
                    label="Full Name"
                    autoComplete="name"
                    required
                    {...form.field('name')}
                  />
                </Column>
                <Column>
                  <TextInput
                    label="Email"
                    type="email"
                    autoComplete="email"
                    required
                    {...form.field('email')}
                  />
                </Column>
              </Columns>
              <TextInput label="Subject" required {...form.field('subject')} />
              <Textarea label="Message" rows={6} required {...form.field('message')} />
            </FormLayout>
          </Card>
        </Column>
        <Column>
          <Stack space="xlarge">
            <Stack space="medium">
              <Heading level={3} as="h2">
                {copy.detailsTitle}
              </Heading>
              <Stack space="medium" as="ul">
                <Inline space="small" alignY="top" wrap={false}>
                  <Mail aria-hidden />
                  <Link href={`mailto:${contactDetails.email}`}>{contactDetails.email}</Link>
                </Inline>
                <Inline space="small" alignY="top" wrap={false}>
                  <Phone aria-hidden />
                  <Link href={contactDetails.phone.href}>{contactDetails.phone.display}</Link>
                </Inline>
                <Inline space="small" alignY="top" wrap={false}>
                  <MapPin aria-hidden />
                  <Text as="div">
                    {contactDetails.office.map((line) => (
                      <div key={line}>{line}</div>
                    ))}
                  </Text>
                </Inline>
              </Stack>
            </Stack>
            <Stack space="medium">
              <Heading level={3} as="h2">
                {copy.hoursTitle}
              </Heading>
              <Inline space="small" alignY="top" wrap={false}>
                <Clock aria-hidden />
                <Text>{businessHours.text}</Text>
              </Inline>
              <Text tone="muted" size="small">
                {copy.hoursNote}
              </Text>
            </Stack>
            <Text>
              Looking for a quick answer? Read our <Link href="/faqs">FAQs</Link>.
            </Text>
          </Stack>
        </Column>
      </Columns>
    </ContentPage>
  );
}
