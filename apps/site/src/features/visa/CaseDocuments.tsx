import { useState } from 'react';
import { Badge, Button, Card, Heading, Inline, Stack, Text, Textarea, toast } from '@globalhire/ui';
import {
  formatDate,
  getVisaDocumentUrl,
  reviewVisaDocument,
  type AdminVisaCaseDetail,
  type AdminVisaDocument,
} from '@globalhire/data';
import { useSupabase } from '../../app/supabase';
import { visaDocumentLooks } from './visaLabels';
import { RequestDocumentForm } from './RequestDocumentForm';
import type { VisaCaseActions } from './useVisaCase';

/** Who provided the document, and hears how it was reviewed. */
const providerOf = (document: AdminVisaDocument) =>
  document.owner === 'employer' ? 'employer' : 'candidate';

function documentDetail(document: AdminVisaDocument) {
  return [
    document.owner === 'employer' ? 'From the employer' : null,
    document.required ? 'Required' : 'Optional',
    document.due_date ? `Due by ${formatDate(document.due_date)}` : null,
    document.uploaded_at ? `Uploaded ${formatDate(document.uploaded_at)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

function RejectForm({
  document,
  actions,
  onClose,
}: {
  document: AdminVisaDocument;
  actions: VisaCaseActions;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const key = `document-${document.id}-reject`;
  return (
    <form
      aria-label={`Reject ${document.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setError(`Tell the ${providerOf(document)} why, so they can upload the right file.`);
          return;
        }
        setError(undefined);
        actions.run({
          key,
          write: (client, version) =>
            reviewVisaDocument(client, document.id, version, { accept: false, reason }),
          success: {
            title: 'Document rejected',
            description: `The ${providerOf(document)} was told why and can upload ${document.name} again.`,
          },
          onDone: onClose,
        });
      }}
    >
      <Stack space="small">
        <Textarea
          label={`Reason the ${providerOf(document)} will read`}
          value={reason}
          error={error ?? (actions.lastError?.key === key ? actions.lastError.message : undefined)}
          onChange={(event) => setReason(event.target.value)}
          maxLength={1000}
          rows={3}
        />
        <Inline space="small">
          <Button type="submit" size="small" tone="critical" loading={actions.pending === key}>
            Reject document
          </Button>
          <Button size="small" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * The documents asked of the candidate and those the employer gave for their steps: open an
 * upload, accept it or reject it with a reason.
 */
export function CaseDocuments({
  visaCase,
  actions,
}: {
  visaCase: AdminVisaCaseDetail;
  actions: VisaCaseActions;
}) {
  const client = useSupabase();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const open = async (document: AdminVisaDocument) => {
    if (!document.file_path) return;
    const url = await getVisaDocumentUrl(client, document.file_path);
    if (url.error) toast({ title: 'Error', description: url.error.message, tone: 'critical' });
    else window.open(url.data, '_blank', 'noopener');
  };
  return (
    <Card>
      <Stack space="large">
        <Heading level={3} as="h2">
          Documents
        </Heading>
        {visaCase.documents.length === 0 ? (
          <Text tone="muted">No documents requested yet.</Text>
        ) : (
          <Stack space="small" as="ul" dividers aria-label="Documents">
            {visaCase.documents.map((document) => {
              const look = visaDocumentLooks[document.status];
              const accept = `document-${document.id}-accept`;
              return (
                <Stack key={document.id} space="small">
                  <Inline space="medium" align="space-between" alignY="center">
                    <Stack space="xxsmall">
                      <Text weight="semibold">{document.name}</Text>
                      <Text tone="muted" size="small">
                        {documentDetail(document)}
                      </Text>
                      {document.status === 'rejected' && document.review_reason ? (
                        <Text size="small">Reason: {document.review_reason}</Text>
                      ) : null}
                    </Stack>
                    <Inline space="small" alignY="center">
                      <Badge tone={look.tone}>{look.label}</Badge>
                      {document.file_path ? (
                        <Button
                          size="small"
                          variant="ghost"
                          aria-label={`Open file: ${document.name}`}
                          onClick={() => void open(document)}
                        >
                          Open file
                        </Button>
                      ) : null}
                      {document.status === 'uploaded' ? (
                        <>
                          <Button
                            size="small"
                            tone="positive"
                            aria-label={`Accept: ${document.name}`}
                            loading={actions.pending === accept}
                            onClick={() =>
                              actions.run({
                                key: accept,
                                write: (c, version) =>
                                  reviewVisaDocument(c, document.id, version, { accept: true }),
                                success: {
                                  title: 'Document accepted',
                                  description: `${document.name}. The ${providerOf(document)} was notified.`,
                                },
                              })
                            }
                          >
                            Accept
                          </Button>
                          <Button
                            size="small"
                            variant="soft"
                            tone="critical"
                            aria-label={`Reject: ${document.name}`}
                            onClick={() => setRejecting(document.id)}
                          >
                            Reject
                          </Button>
                        </>
                      ) : null}
                    </Inline>
                  </Inline>
                  {rejecting === document.id ? (
                    <RejectForm
                      document={document}
                      actions={actions}
                      onClose={() => setRejecting(null)}
                    />
                  ) : null}
                </Stack>
              );
            })}
          </Stack>
        )}
        <RequestDocumentForm visaCase={visaCase} actions={actions} />
      </Stack>
    </Card>
  );
}
