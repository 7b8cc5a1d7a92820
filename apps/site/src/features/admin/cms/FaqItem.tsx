import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { Card, Inline, Stack, StatusBadge, Text } from '@globalhire/ui';
import type { AdminFaq } from '@globalhire/data';
import { RowActionButton } from '../RowActionButton';

export interface FaqItemProps {
  faq: AdminFaq;
  index: number;
  count: number;
  busy: boolean;
  onMove: (faq: AdminFaq, by: -1 | 1) => void;
  onEdit: (faq: AdminFaq) => void;
  onToggle: (faq: AdminFaq) => void;
  onDelete: (faq: AdminFaq) => void;
}

/** One FAQ of the editor: its place, question, state, and the buttons that act on it. */
export function FaqItem({
  faq,
  index,
  count,
  busy,
  onMove,
  onEdit,
  onToggle,
  onDelete,
}: FaqItemProps) {
  const publish = faq.status !== 'published';
  return (
    <Card padding="large">
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Text as="span" size="small" tone="muted">
            {index + 1} of {count}
          </Text>
          <StatusBadge status={faq.status} />
        </Inline>
        <Text weight="semibold">{faq.question}</Text>
        <Text size="small" tone="muted">
          {faq.answer}
        </Text>
        <Inline space="xsmall">
          <RowActionButton
            id={`faq-${faq.id}-up`}
            tone="neutral"
            icon={<ArrowUp aria-hidden />}
            aria-label={`Move up: ${faq.question}`}
            disabled={index === 0}
            onClick={() => onMove(faq, -1)}
          >
            Move up
          </RowActionButton>
          <RowActionButton
            id={`faq-${faq.id}-down`}
            tone="neutral"
            icon={<ArrowDown aria-hidden />}
            aria-label={`Move down: ${faq.question}`}
            disabled={index === count - 1}
            onClick={() => onMove(faq, 1)}
          >
            Move down
          </RowActionButton>
          <RowActionButton
            tone="neutral"
            icon={<Pencil aria-hidden />}
            aria-label={`Edit: ${faq.question}`}
            onClick={() => onEdit(faq)}
          >
            Edit
          </RowActionButton>
          <RowActionButton
            tone={publish ? 'positive' : 'neutral'}
            icon={publish ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
            aria-label={`${publish ? 'Publish' : 'Unpublish'}: ${faq.question}`}
            disabled={busy}
            onClick={() => onToggle(faq)}
          >
            {publish ? 'Publish' : 'Unpublish'}
          </RowActionButton>
          <RowActionButton
            tone="critical"
            icon={<Trash2 aria-hidden />}
            aria-label={`Delete: ${faq.question}`}
            disabled={busy}
            onClick={() => onDelete(faq)}
          >
            Delete
          </RowActionButton>
        </Inline>
      </Stack>
    </Card>
  );
}
