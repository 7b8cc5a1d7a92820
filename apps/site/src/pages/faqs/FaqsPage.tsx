import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  FaqList,
  Heading,
  Skeleton,
  Stack,
  Text,
} from '@globalhire/ui';
import { listFaqs } from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { ContentPage } from '../../features/content/ContentPage';
import { usePageMeta } from '../../seo/usePageMeta';

const copy = {
  title: 'Frequently Asked Questions',
  intro:
    'Answers about working abroad with GlobalHire: how the process works, how long it takes, what it costs and what we need from you.',
} as const;

export default function FaqsPage() {
  usePageMeta({ title: 'FAQs', description: copy.intro });
  const client = useSupabase();
  // The search is a GET form (?q=): without script the server draws the list it asks for.
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q') ?? '';
  const faqs = useQuery({
    queryKey: ['faqs'],
    queryFn: async () => unwrap(await listFaqs(client)),
  });

  return (
    <ContentPage title={copy.title} intro={copy.intro} width="medium">
      {faqs.isPending ? (
        <Stack space="medium" aria-busy="true">
          <Skeleton height="xxlarge" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} height="xlarge" />
          ))}
          <Text tone="muted" size="small">
            Loading questions...
          </Text>
        </Stack>
      ) : faqs.isError ? (
        <Alert
          tone="critical"
          title="The questions could not be loaded."
          action={
            <Button
              size="small"
              variant="outline"
              onClick={() => void faqs.refetch()}
              loading={faqs.isFetching}
            >
              Try again
            </Button>
          }
        >
          {faqs.error.message}
        </Alert>
      ) : faqs.data.length === 0 ? (
        <Text tone="muted">
          There are no questions here yet. Our team is happy to answer yours directly.
        </Text>
      ) : (
        <FaqList
          key={query}
          searchName="q"
          defaultQuery={query}
          items={faqs.data.map((faq) => ({
            id: String(faq.id),
            question: faq.question,
            answer: faq.answer,
          }))}
          searchLabel="Search FAQs"
          searchPlaceholder="Search questions and answers"
          emptyTitle="No questions match your search."
          emptyDescription="Try other words, or ask our team directly."
          emptyAction={
            <ButtonLink href="/contact" variant="outline">
              Contact Support
            </ButtonLink>
          }
          resultsAnnouncement={(count) =>
            `${count} ${count === 1 ? 'question' : 'questions'} found`
          }
          questionHeadingLevel={2}
        />
      )}
      <Card tone="brandSoft" padding="xlarge">
        <Stack space="medium" align="center">
          <Heading level={3} as="h2" align="center">
            Still have questions?
          </Heading>
          <Text align="center">
            Our team answers every message, usually within one working day.
          </Text>
          <ButtonLink href="/contact">Contact Support</ButtonLink>
        </Stack>
      </Card>
    </ContentPage>
  );
}
