import { useState } from 'react';
import { Button, Checkbox, Heading, Inline, Stack, TextInput } from '@globalhire/ui';
import {
  requestVisaDocument,
  validateVisaDocumentRequest,
  type AdminVisaCaseDetail,
} from '@globalhire/data';
import { useVisaRouteTemplates, type VisaCaseActions } from './useVisaCase';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Asks the candidate for a document, with a due date; the route's documents are suggested. */
export function RequestDocumentForm({
  visaCase,
  actions,
}: {
  visaCase: AdminVisaCaseDetail;
  actions: VisaCaseActions;
}) {
  const [name, setName] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [required, setRequired] = useState(true);
  const [errors, setErrors] = useState<Partial<Record<'name' | 'dueDate', string>>>({});
  const templates = useVisaRouteTemplates();
  const template = templates.data?.find((t) => t.id === visaCase.template_id);
  const asked = new Set(visaCase.documents.map((d) => d.name));
  const suggestions = [...new Set(template?.steps.flatMap((s) => s.documents) ?? [])].filter(
    (d) => !asked.has(d),
  );
  const serverError = actions.lastError?.key === 'request' ? actions.lastError.message : undefined;
  return (
    <form
      aria-label="Request a document"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateVisaDocumentRequest({ name, dueDate }, today());
        setErrors(found);
        if (Object.keys(found).length) return;
        actions.run({
          key: 'request',
          write: (client, version) =>
            requestVisaDocument(client, visaCase.id, version, { name, dueDate, required }),
          success: {
            title: 'Document requested',
            description: `${name.trim()}. The candidate was notified.`,
          },
          onDone: () => {
            setName('');
            setDueDate('');
            setRequired(true);
          },
        });
      }}
    >
      <Stack space="medium">
        <Heading level={4} as="h3">
          Request a document
        </Heading>
        <Inline space="medium" alignY="top">
          <TextInput
            label="Document"
            value={name}
            list={suggestions.length ? 'visa-document-suggestions' : undefined}
            error={errors.name ?? (serverError && !errors.dueDate ? serverError : undefined)}
            onChange={(event) => setName(event.target.value)}
            maxLength={200}
            required
          />
          <TextInput
            label="Due date"
            type="date"
            min={today()}
            value={dueDate}
            error={errors.dueDate}
            onChange={(event) => setDueDate(event.target.value)}
          />
        </Inline>
        {suggestions.length ? (
          <datalist id="visa-document-suggestions">
            {suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        ) : null}
        <Checkbox
          label="Required for the visa"
          checked={required}
          onChange={(event) => setRequired(event.target.checked)}
        />
        <Inline space="small">
          <Button type="submit" loading={actions.pending === 'request'}>
            Request document
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
