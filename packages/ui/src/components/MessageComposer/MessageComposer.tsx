import { clsx } from 'clsx';
import { Paperclip, Send, X } from 'lucide-react';
import {
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Button } from '../Button';
import {
  checkFile,
  defaultTooLargeMessage,
  defaultWrongTypeMessage,
  formatFileSize,
} from '../FileUpload/fileRules';
import { IconButton } from '../IconButton';
import { Textarea } from '../Textarea';
import { useUIMessages } from '../UIProvider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './MessageComposer.css';
import { useDebouncedText } from './useDebouncedText';

export interface MessageComposerDraft {
  body: string;
  file: File | null;
}

/** The words the composer says on its own; each has an English default. */
export interface MessageComposerLabels {
  send: string;
  sending: string;
  attach: string;
  removeFile: (fileName: string) => string;
  /** Under the field, e.g. 'Press Enter to send, Shift+Enter for a new line.' */
  hint: string;
  charactersLeft: (count: number) => string;
  charactersTooMany: (count: number) => string;
  /** Shown when Send is pressed with nothing to send (no words, when `requireText`). */
  empty: string;
}

export const englishMessageComposerLabels: MessageComposerLabels = {
  send: 'Send',
  sending: 'Sending...',
  attach: 'Attach a file',
  removeFile: (fileName) => `Remove ${fileName}`,
  hint: 'Press Enter to send, Shift+Enter for a new line.',
  charactersLeft: (count) => `${count} character${count === 1 ? '' : 's'} left`,
  charactersTooMany: (count) => `${count} character${count === 1 ? '' : 's'} too many`,
  empty: 'Write a message or attach a file.',
};

export interface MessageComposerProps extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'children'
> {
  /** The field's visible label, e.g. 'Message'. */
  label: string;
  /**
   * Sends the draft. When it throws or rejects the text and file stay, for the reader to try again
   * (show why with `error`); otherwise the composer empties.
   */
  onSend: (draft: MessageComposerDraft) => void | Promise<void>;
  /** Busy: Send is disabled and the text cannot change until the send settles. */
  sending?: boolean;
  /** Why the last send failed, shown under the field. */
  error?: string;
  /** The longest message; a count appears in the last tenth. @default 4000 */
  maxLength?: number;
  /** File types the attach button takes; without it there is no attach button. */
  accept?: readonly string[];
  maxFileSizeBytes?: number;
  placeholder?: string;
  /** Every message needs words, even with a file (otherwise a file alone may be sent). */
  requireText?: boolean;
  disabled?: boolean;
  labels?: Partial<MessageComposerLabels>;
  /** The textarea's id. */
  id?: string;
}

/**
 * Writes a message: Enter sends, Shift+Enter starts a new line; one file may go with it. The text
 * and file survive a failed send. A count appears as the text nears the limit, and is announced
 * once typing pauses.
 */
export function MessageComposer({
  label,
  onSend,
  sending = false,
  error,
  maxLength = 4000,
  accept,
  maxFileSizeBytes = Number.POSITIVE_INFINITY,
  placeholder,
  requireText = false,
  disabled = false,
  labels: labelsProp,
  id,
  className,
  ...rest
}: MessageComposerProps) {
  const labels = { ...englishMessageComposerLabels, ...labelsProp };
  const uiMessages = useUIMessages();
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const attachRef = useRef<HTMLButtonElement>(null);
  const busy = sending || pending;

  const remaining = maxLength - body.length;
  const showCount = remaining <= Math.ceil(maxLength / 10);
  const countText =
    remaining < 0 ? labels.charactersTooMany(-remaining) : labels.charactersLeft(remaining);
  const announcedCount = useDebouncedText(showCount ? countText : '', 1000);

  const submit = async () => {
    if (busy || disabled) return;
    if (!body.trim() && (requireText || !file)) return setProblem(labels.empty);
    if (remaining < 0) return setProblem(countText);
    setProblem(null);
    setPending(true);
    try {
      await onSend({ body: body.trim(), file });
      setBody('');
      setFile(null);
    } catch {
      // The draft stays; the caller shows why through `error`.
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing a character confirms the character, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Emptied, so choosing the same file again after removing it is a change too.
    event.target.value = '';
    if (!chosen) return;
    const rejection = checkFile(chosen, accept ?? [], maxFileSizeBytes);
    if (rejection === 'wrong-type')
      return setProblem(defaultWrongTypeMessage(accept ?? [], uiMessages));
    if (rejection === 'too-large')
      return setProblem(defaultTooLargeMessage(maxFileSizeBytes, uiMessages));
    setProblem(null);
    setFile(chosen);
  };

  const removeFile = () => {
    setFile(null);
    attachRef.current?.focus();
  };

  return (
    <form
      data-slot="message-composer"
      className={clsx(styles.root, className)}
      aria-busy={busy || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void submit();
      }}
      {...rest}
    >
      <Textarea
        id={id}
        label={label}
        hint={labels.hint}
        error={problem ?? error}
        rows={2}
        value={body}
        placeholder={placeholder}
        readOnly={busy}
        disabled={disabled}
        textareaClassName={styles.textarea}
        onChange={(event) => {
          setBody(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.toolbar}>
        <div className={styles.toolbarStart}>
          {accept ? (
            <>
              <input
                ref={fileInputRef}
                type="file"
                className={styles.fileInput}
                accept={accept.join(',')}
                tabIndex={-1}
                aria-hidden="true"
                disabled={disabled || busy}
                onChange={onFileChange}
                data-slot="message-composer-file-input"
              />
              <Button
                ref={attachRef}
                size="small"
                variant="ghost"
                tone="neutral"
                icon={<Paperclip aria-hidden="true" />}
                disabled={disabled || busy}
                onClick={() => fileInputRef.current?.click()}
              >
                {labels.attach}
              </Button>
            </>
          ) : null}
          {file ? (
            <span className={styles.file} data-slot="message-composer-file">
              <Paperclip className={styles.fileIcon} aria-hidden="true" focusable="false" />
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.fileSize}>{formatFileSize(file.size, uiMessages)}</span>
              <IconButton
                size="small"
                label={labels.removeFile(file.name)}
                icon={<X aria-hidden="true" />}
                disabled={busy}
                onClick={removeFile}
              />
            </span>
          ) : null}
        </div>
        <div className={styles.toolbarEnd}>
          {showCount ? (
            // Screen readers hear the count from the status below, once typing pauses.
            <p
              aria-hidden="true"
              className={styles.count}
              data-state={remaining < 0 ? 'over' : 'near'}
              data-slot="message-composer-count"
            >
              {countText}
            </p>
          ) : null}
          <Button
            type="submit"
            icon={<Send aria-hidden="true" />}
            loading={busy}
            loadingLabel={labels.sending}
            disabled={disabled}
          >
            {labels.send}
          </Button>
        </div>
      </div>
      <VisuallyHidden role="status" data-slot="message-composer-count-status">
        {announcedCount}
      </VisuallyHidden>
    </form>
  );
}
