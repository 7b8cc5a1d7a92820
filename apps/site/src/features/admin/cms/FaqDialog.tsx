import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  Stack,
  TextInput,
  Textarea,
  toast,
} from '@globalhire/ui';
import { faqSchema, fieldErrors, saveFaq, type AdminFaq, type FaqInput } from '@globalhire/data';
import { useSupabase } from '../../../app/supabase';
import { unwrap } from '../../../app/query';
import { useFocusFirstError } from '../../forms/useFocusFirstError';
import { adminMessages } from '../adminMessages';

/** What the dialog edits: a new FAQ, or one of the list. */
export type FaqDraft = { faq: AdminFaq | null };

function FaqFormBody({
  faq,
  onSaved,
}: {
  faq: AdminFaq | null;
  onSaved: (saved: AdminFaq) => void;
}) {
  const client = useSupabase();
  const [values, setValues] = useState<FaqInput>({
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    status: faq?.status ?? 'draft',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { formRef, focusFirstError } = useFocusFirstError();
  const save = useMutation({
    mutationFn: async (input: FaqInput) => unwrap(await saveFaq(client, faq?.id ?? null, input)),
    onSuccess: (saved) => {
      toast({
        title: faq ? 'FAQ saved' : 'FAQ added',
        description:
          saved.status === 'published'
            ? `"${saved.question}" is on the FAQ page.`
            : `"${saved.question}" is saved as a draft; visitors do not see it.`,
        tone: 'positive',
      });
      onSaved(saved);
    },
    onError: (error) =>
      toast({ title: adminMessages.actionFailed, description: error.message, tone: 'critical' }),
  });
  const set = (name: keyof FaqInput, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      const rest = { ...previous };
      delete rest[name];
      return rest;
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = faqSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstError();
      return;
    }
    save.mutate(values);
  };
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack space="large">
        <TextInput
          label="Question"
          required
          value={values.question}
          error={errors.question}
          onChange={(event) => set('question', event.target.value)}
        />
        <Textarea
          label="Answer"
          required
          rows={6}
          value={values.answer}
          error={errors.answer}
          onChange={(event) => set('answer', event.target.value)}
        />
        <Checkbox
          label="Published: shown on the FAQ page"
          checked={values.status === 'published'}
          onChange={(event) => set('status', event.target.checked ? 'published' : 'draft')}
        />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" tone="neutral" disabled={save.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" loading={save.isPending} loadingLabel="Saving...">
            {faq ? 'Save FAQ' : 'Add FAQ'}
          </Button>
        </DialogFooter>
      </Stack>
    </form>
  );
}

/** Adds an FAQ (at the end of the list) or edits one; what was typed stays until it is saved. */
export function FaqDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: FaqDraft | null;
  onClose: () => void;
  onSaved: (saved: AdminFaq) => void;
}) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => !open && onClose()}>
      {draft ? (
        <DialogContent
          title={draft.faq ? 'Edit FAQ' : 'Add an FAQ'}
          description={
            draft.faq
              ? 'Change the question or the answer.'
              : 'A new FAQ goes to the end of the list; move it up afterwards.'
          }
        >
          <FaqFormBody faq={draft.faq} onSaved={onSaved} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
