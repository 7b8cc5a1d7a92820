import type { ChangeEvent } from 'react';
import { Checkbox, Skeleton, Stack, Text } from '@globalhire/ui';
import { formatDate, type ConsentText } from '@globalhire/data';
import { QueryErrorAlert } from '../applicant/QueryErrorAlert';
import * as styles from './service.css';

export interface ConsentFieldProps {
  text: ConsentText | undefined;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  /** The consent version the candidate already agreed to (editing targets), if any. */
  agreedVersion?: number | null;
  agreedOn?: string | null;
  checkbox: {
    name: string;
    checked: boolean;
    error?: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
}

/**
 * The consent in full, then the box that gives it. A candidate who already agreed to this very
 * text (changing their targets) is not asked again; a new text is shown and asked for.
 */
export function ConsentField({
  text,
  loading,
  error,
  onRetry,
  agreedVersion,
  agreedOn,
  checkbox,
}: ConsentFieldProps) {
  if (loading) {
    return (
      <Stack space="small" aria-busy="true">
        <Text weight="semibold">Your consent</Text>
        <Skeleton lines={4} />
      </Stack>
    );
  }
  if (error || !text) {
    return (
      <QueryErrorAlert
        title="The consent text could not be loaded, so you cannot give your consent yet."
        error={error}
        onRetry={onRetry}
      />
    );
  }
  const alreadyAgreed = agreedVersion === text.version;
  return (
    <Stack space="small">
      <Text weight="semibold">Your consent</Text>
      {alreadyAgreed ? (
        <Text tone="muted" size="small">
          You gave this consent{agreedOn ? ` on ${formatDate(agreedOn)}` : ''}. Changing your
          targets keeps it.
        </Text>
      ) : agreedVersion ? (
        <Text tone="muted" size="small">
          The consent text has changed since you agreed to it. Read it and tick the box to confirm.
        </Text>
      ) : (
        <Text tone="muted" size="small">
          Read it in full: we act for you only with it, and you can withdraw it at any time.
        </Text>
      )}
      <blockquote className={styles.consentText}>
        <Text as="p">{text.body}</Text>
      </blockquote>
      {alreadyAgreed ? null : (
        <Checkbox
          required
          label="I have read this consent and I give it."
          hint={`Consent version ${text.version}.`}
          {...checkbox}
        />
      )}
    </Stack>
  );
}
