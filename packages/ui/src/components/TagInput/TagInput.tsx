import {
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { X } from 'lucide-react';
import { Field, type FieldLabelProps } from '../Field';
import { useUIMessages } from '../UIProvider';
import * as styles from './TagInput.css';

export interface TagInputProps
  extends
    FieldLabelProps,
    Omit<
      ComponentProps<'input'>,
      'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'children'
    > {
  /** The tags, in order. TagInput is controlled: it shows exactly these. */
  value: readonly string[];
  /** Called with the whole new list after a tag is added or removed. */
  onChange: (value: string[]) => void;
  /** Most tags allowed; further entries are ignored. */
  maxTags?: number;
  /** Most characters in one tag; longer entries are cut to this length. */
  maxLength?: number;
  /** Each remove button's accessible name. @default messages.removeTag ('Remove {tag}') */
  removeLabel?: (tag: string) => string;
  /** Class for the field's root (label, control and messages). */
  className?: string;
}

const sameTag = (a: string, b: string) =>
  a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/**
 * A text input that turns entries into removable tags: Enter or a comma adds what was typed
 * (a pasted 'a, b, c' adds three), Backspace in the empty input removes the last tag. Blank
 * entries and ones already present (ignoring case) are dropped.
 */
export function TagInput({
  label,
  hint,
  error,
  required,
  id,
  value,
  onChange,
  maxTags,
  maxLength,
  removeLabel: removeLabelProp,
  disabled,
  className,
  onKeyDown,
  placeholder,
  ...inputProps
}: TagInputProps) {
  const messages = useUIMessages();
  const removeLabel = removeLabelProp ?? messages.removeTag;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const full = maxTags !== undefined && value.length >= maxTags;

  const clip = (text: string) => (maxLength === undefined ? text : text.slice(0, maxLength));

  /** The list with `entries` appended, minus blanks, repeats and anything past `maxTags`. */
  const withEntries = (entries: string[]) => {
    const next = [...value];
    for (const entry of entries) {
      const tag = clip(entry.trim()).trim();
      if (!tag || next.some((existing) => sameTag(existing, tag))) continue;
      if (maxTags !== undefined && next.length >= maxTags) break;
      next.push(tag);
    }
    return next;
  };

  const add = (entries: string[]) => {
    const next = withEntries(entries);
    if (next.length !== value.length) onChange(next);
  };

  const removeAt = (index: number) => {
    onChange(value.filter((_, position) => position !== index));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const parts = event.target.value.split(',');
    const rest = parts.pop() ?? '';
    if (parts.length === 0) {
      setDraft(clip(rest));
      return;
    }
    add(parts);
    // What follows the last comma starts the next tag, without the space after the comma.
    setDraft(clip(rest.trimStart()));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' && draft.trim()) {
      // Enter adds the tag instead of submitting the form around it.
      event.preventDefault();
      add([draft]);
      setDraft('');
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault();
      removeAt(value.length - 1);
    }
  };

  const handleRemove = (index: number) => {
    removeAt(index);
    // The button leaves the page; focus returns to the input rather than to the document.
    inputRef.current?.focus();
  };

  // A click on the box's padding or between tags lands in the input, as in a plain text box.
  const focusInput = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) inputRef.current?.focus();
  };

  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      data-slot="tag-input"
    >
      {(control) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a pointer convenience; the input itself is focusable
        <div className={styles.box} data-disabled={disabled ? '' : undefined} onClick={focusInput}>
          {value.length > 0 && (
            <ul className={styles.tags} role="list" aria-labelledby={`${control.id}-label`}>
              {value.map((tag, index) => (
                <li key={tag} className={styles.tag} data-slot="tag-input-tag">
                  <span className={styles.tagText}>{tag}</span>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={removeLabel(tag)}
                    disabled={disabled}
                    onClick={() => handleRemove(index)}
                  >
                    <X className={styles.removeIcon} aria-hidden="true" focusable="false" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...inputProps}
            {...control}
            ref={inputRef}
            type="text"
            value={draft}
            disabled={disabled}
            placeholder={full ? undefined : placeholder}
            enterKeyHint="enter"
            className={styles.input}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
          />
        </div>
      )}
    </Field>
  );
}
