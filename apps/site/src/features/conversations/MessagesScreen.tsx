import { useParams } from 'react-router-dom';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import {
  ButtonLink,
  Card,
  ConversationList,
  EmptyState,
  Heading,
  Link,
  Stack,
  Text,
} from '@globalhire/ui';
import { localTimeZone } from '@globalhire/data';
import { usePageMeta } from '../../seo/usePageMeta';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import { ConversationView } from './ConversationView';
import { useConversations } from './conversationQueries';
import { conversationListLabels, conversationMessages as m } from './conversationMessages';
import * as styles from './messages.css';

type Participant = 'candidate' | 'employer';

const base: Record<Participant, string> = {
  candidate: '/applicant/messages',
  employer: '/employer/messages',
};

/** What to do when there are no conversations yet: go where one is started. */
const startFrom: Record<Participant, { href: string; label: string; text: string }> = {
  candidate: {
    href: '/applicant/applications',
    label: 'Applications & Status',
    text: m.candidateEmptyList,
  },
  employer: {
    href: '/employer/applicants',
    label: 'Applications Received',
    text: m.employerEmptyList,
  },
};

/**
 * A participant's messages: their conversations, and the one open (`:applicationId`). Wide
 * screens show both side by side; narrower ones one at a time.
 */
export function MessagesScreen({ role }: { role: Participant }) {
  const intro = role === 'candidate' ? m.candidateIntro : m.employerIntro;
  usePageMeta({ title: m.title, description: intro, noIndex: true });
  const params = useParams();
  const applicationId = Number(params.applicationId) || null;
  const conversations = useConversations();
  const rows = conversations.data ?? [];
  const active = rows.find((row) => row.applicationId === applicationId);
  const empty = startFrom[role];

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>{m.title}</Heading>
        <Text tone="muted">{intro}</Text>
      </Stack>
      <div className={styles.layout} data-open={applicationId ? '' : undefined}>
        <div className={styles.listColumn}>
          {conversations.isError ? (
            <QueryErrorAlert
              title={m.listFailed}
              error={conversations.error}
              onRetry={() => void conversations.refetch()}
              retrying={conversations.isRefetching}
            />
          ) : (
            <ConversationList
              label={m.listLabel}
              loading={conversations.isPending}
              activeId={active?.id ?? null}
              items={rows.map((row) => ({
                id: row.id,
                href: `${base[role]}/${row.applicationId}`,
                otherPartyName: row.otherPartyName,
                jobTitle: row.jobTitle,
                lastMessage: row.lastMessage,
                unreadCount: row.unreadCount,
                blocked: row.blocked,
              }))}
              labels={{ ...conversationListLabels, emptyDescription: empty.text }}
              emptyAction={
                <ButtonLink href={empty.href} size="small" variant="soft">
                  {empty.label}
                </ButtonLink>
              }
              timeZone={localTimeZone()}
            />
          )}
        </div>
        {applicationId ? (
          <Stack space="medium">
            <Text size="small" className={styles.backLink}>
              <Link href={base[role]}>
                <ArrowLeft aria-hidden /> {m.allMessages}
              </Link>
            </Text>
            {/* A new conversation remounts the view, so its live channel and read marks start afresh. */}
            <ConversationView key={applicationId} applicationId={applicationId} />
          </Stack>
        ) : (
          <Card className={styles.chooser}>
            <EmptyState
              icon={<MessagesSquare aria-hidden />}
              title={m.chooseTitle}
              description={m.chooseDescription}
            />
          </Card>
        )}
      </div>
    </Stack>
  );
}
