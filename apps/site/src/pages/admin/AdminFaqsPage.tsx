import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleHelp, Plus } from 'lucide-react';
import {
  Alert,
  Button,
  EmptyState,
  Inline,
  Link,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  toast,
} from '@globalhire/ui';
import {
  deleteFaq,
  listAdminFaqs,
  reorderFaqs,
  setContentStatus,
  type AdminFaq,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { unwrap } from '../../app/query';
import { AdminPage } from '../../features/admin/AdminPage';
import { RetryButton } from '../../features/admin/RetryButton';
import { adminMessages } from '../../features/admin/adminMessages';
import { adminKey, useMarkAdminStale } from '../../features/admin/adminQueries';
import { DeleteFaqDialog } from '../../features/admin/cms/DeleteFaqDialog';
import { FaqDialog, type FaqDraft } from '../../features/admin/cms/FaqDialog';
import { FaqItem } from '../../features/admin/cms/FaqItem';
import * as styles from '../../features/admin/cms/cms.css';

const faqsKey = [adminKey, 'faqs'];

/** /admin/content/faqs: add, edit, publish, delete and order the FAQs. */
export default function AdminFaqsPage() {
  const client = useSupabase();
  const queryClient = useQueryClient();
  const markStale = useMarkAdminStale();
  const faqs = useQuery({
    queryKey: faqsKey,
    queryFn: async () => unwrap(await listAdminFaqs(client)),
  });
  const [draft, setDraft] = useState<FaqDraft | null>(null);
  const [toDelete, setToDelete] = useState<AdminFaq | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const changed = (update: (rows: AdminFaq[]) => AdminFaq[]) => {
    queryClient.setQueryData<AdminFaq[]>(faqsKey, (rows) => (rows ? update(rows) : rows));
    markStale();
    void queryClient.invalidateQueries({ queryKey: ['faqs'] });
  };
  const failed = (error: Error) => {
    toast({ title: adminMessages.actionFailed, description: error.message, tone: 'critical' });
    void faqs.refetch();
  };

  const move = useMutation({
    mutationFn: async (ids: number[]) => unwrap(await reorderFaqs(client, ids)),
    // Quick moves are saved one after another, each with the whole order.
    scope: { id: 'faq-order' },
    onError: failed,
  });
  const toggle = useMutation({
    mutationFn: async (faq: AdminFaq) => {
      const status = faq.status === 'published' ? 'draft' : 'published';
      unwrap(await setContentStatus(client, 'faq', faq.id, status));
      return { ...faq, status } as AdminFaq;
    },
    onSuccess: (saved) => {
      changed((rows) => rows.map((row) => (row.id === saved.id ? saved : row)));
      toast({ ...adminMessages.content[saved.status](saved.question), tone: 'positive' });
    },
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: async (faq: AdminFaq) => {
      unwrap(await deleteFaq(client, faq.id));
      return faq;
    },
    onSuccess: (faq) => {
      setToDelete(null);
      changed((rows) => rows.filter((row) => row.id !== faq.id));
      toast({
        title: 'FAQ deleted',
        description: `"${faq.question}" was removed.`,
        tone: 'positive',
      });
    },
    onError: failed,
  });

  const onMove = (faq: AdminFaq, by: -1 | 1) => {
    const rows = faqs.data ?? [];
    const from = rows.findIndex((row) => row.id === faq.id);
    const to = from + by;
    if (from < 0 || to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[from], next[to]] = [next[to]!, next[from]!];
    changed(() => next.map((row, index) => ({ ...row, position: index + 1 })));
    move.mutate(next.map((row) => row.id));
    setAnnouncement(`"${faq.question}" moved to position ${to + 1} of ${rows.length}.`);
    // Keep focus on the moved FAQ's button; at either end, on the one still usable.
    requestAnimationFrame(() => {
      const edge = to === 0 || to === rows.length - 1;
      const direction = edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down';
      document.getElementById(`faq-${faq.id}-${direction}`)?.focus();
    });
  };

  const rows = faqs.data ?? [];
  return (
    <AdminPage
      title="FAQs"
      intro="The questions of the FAQ page, in the order visitors see them. Drafts stay hidden."
      action={
        <Inline space="small" alignY="center">
          <Link href="/admin/content">
            <Inline space="xxsmall" alignY="center" wrap={false}>
              <ArrowLeft aria-hidden size="1em" />
              Back to the CMS
            </Inline>
          </Link>
          <Button icon={<Plus aria-hidden />} onClick={() => setDraft({ faq: null })}>
            Add FAQ
          </Button>
        </Inline>
      }
    >
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {faqs.isPending ? (
        <Stack space="medium" aria-busy="true">
          <Skeleton lines={4} />
          <Skeleton lines={4} />
          <Text tone="muted" size="small">
            Loading the FAQs...
          </Text>
        </Stack>
      ) : faqs.isError ? (
        <Alert
          tone="critical"
          title="The FAQs could not be loaded."
          action={<RetryButton query={faqs} />}
        >
          {faqs.error.message}
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<CircleHelp />}
          title="No FAQs yet"
          description="Add the first question visitors ask; it shows on the FAQ page once published."
        />
      ) : (
        <ol className={styles.faqList} aria-label="FAQs in the order visitors see them">
          {rows.map((faq, index) => (
            <li key={faq.id}>
              <FaqItem
                faq={faq}
                index={index}
                count={rows.length}
                busy={toggle.isPending || remove.isPending}
                onMove={onMove}
                onEdit={(row) => setDraft({ faq: row })}
                onToggle={(row) => toggle.mutate(row)}
                onDelete={setToDelete}
              />
            </li>
          ))}
        </ol>
      )}
      <FaqDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={(saved) => {
          setDraft(null);
          changed((list) =>
            list.some((row) => row.id === saved.id)
              ? list.map((row) => (row.id === saved.id ? saved : row))
              : [...list, saved],
          );
        }}
      />
      <DeleteFaqDialog
        faq={toDelete}
        deleting={remove.isPending}
        onConfirm={(faq) => remove.mutate(faq)}
        onClose={() => setToDelete(null)}
      />
    </AdminPage>
  );
}
