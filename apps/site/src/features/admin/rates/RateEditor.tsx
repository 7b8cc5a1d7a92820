import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, TextInput } from '@globalhire/ui';
import { formatRate, parseRate } from './rateInput';
import * as styles from './rates.css';

export interface RateEditorProps {
  currency: string;
  /** The rate saved now, the field's first value. */
  rate: number;
  saving: boolean;
  onSave: (rate: number) => void;
  onCancel: () => void;
}

/**
 * A rate edited in its table row: the field keeps what was typed; a bad value gets its reason
 * under the field and is never sent. Escape cancels.
 */
export function RateEditor({ currency, rate, saving, onSave, onCancel }: RateEditorProps) {
  const [value, setValue] = useState(formatRate(rate));
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  // Editing starts in the field (the Edit button that opened it is gone).
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseRate(value);
    if ('error' in parsed) setError(parsed.error);
    else onSave(parsed.rate);
  };

  return (
    <form
      ref={form}
      className={styles.editor}
      onSubmit={submit}
      noValidate
    >
      <TextInput
        label={`${currency} per US dollar`}
        inputMode="decimal"
        value={value}
        error={error}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        className={styles.field}
      />
      <div className={styles.buttons}>
        <Button type="submit" size="small" loading={saving} loadingLabel="Saving...">
          Save
        </Button>
        <Button type="button" size="small" variant="ghost" tone="neutral" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
