import {
  useState,
  type ChangeEvent,
  type ComponentProps,
  type DragEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import { FileCheck, Upload } from 'lucide-react';
import { ProgressBar } from '../ProgressBar';
import * as fieldStyles from '../Field/Field.css';
import { FieldError, FieldHint, RequiredMark } from '../private/FieldMessage';
import { describedByIds, useFieldIds } from '../private/useFieldIds';
import {
  checkFile,
  defaultTooLargeMessage,
  defaultLimitsLabel,
  defaultWrongTypeMessage,
  formatFileSize,
  type FileRejection,
} from './fileRules';
import { useUIMessages } from '../UIProvider';
import * as styles from './FileUpload.css';

type NativeInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'accept' | 'children' | 'id' | 'onChange' | 'multiple' | 'value' | 'defaultValue'
>;

export interface FileUploadProps extends NativeInputProps {
  label: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  /** Extensions ('.pdf'), MIME types ('application/pdf') or wildcards ('image/*'). */
  accept: readonly string[];
  maxSizeBytes: number;
  /** Called with a file that passed the type and size checks. */
  onFileAccepted: (file: File) => void;
  onFileRejected?: (file: File, reason: FileRejection) => void;
  /** Upload progress 0-100; null or undefined hides the bar. */
  progress?: number | null;
  /** An error from outside, e.g. the upload failed. A rejected file's message takes precedence. */
  error?: string;
  /** Defaults to 'The file is too large. The maximum size is 5 MB.' (`messages.fileTooLarge`). */
  tooLargeMessage?: string;
  /** Defaults to 'This file type is not accepted. Please choose a PDF or DOCX file.' (`messages.fileWrongType`). */
  wrongTypeMessage?: string;
  /**
   * The call to action inside the drop zone.
   * @default messages.dropFile ('Drag and drop a file here, or click to browse')
   */
  dropLabel?: string;
  /** Defaults to 'PDF or DOCX, up to 5 MB' built from the limits (`messages.fileLimits`). */
  limitsLabel?: string;
  /** Accessible name of the progress bar. @default messages.uploadProgress ('Upload progress') */
  progressLabel?: string;
  className?: string;
}

/** Pick one file by drag and drop, click, or keyboard; checks type and size before accepting it. */
export function FileUpload({
  label,
  hint,
  required,
  id,
  accept,
  maxSizeBytes,
  onFileAccepted,
  onFileRejected,
  progress,
  error,
  tooLargeMessage,
  wrongTypeMessage,
  dropLabel: dropLabelProp,
  limitsLabel,
  progressLabel: progressLabelProp,
  className,
  disabled,
  ...inputProps
}: FileUploadProps) {
  const messages = useUIMessages();
  const dropLabel = dropLabelProp ?? messages.dropFile;
  const progressLabel = progressLabelProp ?? messages.uploadProgress;
  const ids = useFieldIds(id);
  const limitsId = `${ids.controlId}-limits`;
  const fileId = `${ids.controlId}-file`;
  const [acceptedFile, setAcceptedFile] = useState<File | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const shownError = rejection ?? error;
  const limitsText = limitsLabel ?? defaultLimitsLabel(accept, maxSizeBytes, messages);

  const takeFile = (file: File | undefined) => {
    if (!file) return;
    const problem = checkFile(file, accept, maxSizeBytes);
    if (problem) {
      setRejection(
        problem === 'too-large'
          ? (tooLargeMessage ?? defaultTooLargeMessage(maxSizeBytes, messages))
          : (wrongTypeMessage ?? defaultWrongTypeMessage(accept, messages)),
      );
      onFileRejected?.(file, problem);
      return;
    }
    setRejection(null);
    setAcceptedFile(file);
    onFileAccepted(file);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    takeFile(event.target.files?.[0]);
    // Clearing the value lets the same file be chosen again after a rejection.
    event.target.value = '';
  };

  const handleDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const handleDragLeave = (event: DragEvent<HTMLLabelElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(false);
  };

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    takeFile(event.dataTransfer.files[0]);
  };

  const hasHint = hint !== undefined && hint !== null && hint !== '';
  return (
    <div
      className={clsx(styles.root, className)}
      data-slot="file-upload"
      data-invalid={shownError ? '' : undefined}
    >
      <div className={styles.labelGroup}>
        {/* Not a <label>: the drop zone is the input's one label element, this names it via aria-labelledby. */}
        <span id={ids.labelId} className={fieldStyles.label}>
          {label}
          <RequiredMark required={required} />
        </span>
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
      </div>
      <label
        className={styles.dropzone}
        htmlFor={ids.controlId}
        data-dragging={dragging ? '' : undefined}
        data-invalid={shownError ? '' : undefined}
        data-disabled={disabled ? '' : undefined}
        onDragEnter={handleDragOver}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
        data-slot="file-upload-dropzone"
      >
        <input
          {...inputProps}
          type="file"
          id={ids.controlId}
          className={styles.input}
          accept={accept.join(',')}
          disabled={disabled}
          required={required || undefined}
          aria-required={required ? true : undefined}
          aria-invalid={shownError ? true : undefined}
          // The zone's text would otherwise be read as part of the name; it is a description.
          aria-labelledby={ids.labelId}
          aria-describedby={describedByIds(
            shownError && ids.errorId,
            acceptedFile && fileId,
            limitsId,
            hasHint && ids.hintId,
          )}
          onChange={handleChange}
        />
        <Upload className={styles.uploadIcon} aria-hidden="true" focusable="false" />
        <span className={styles.dropText}>{dropLabel}</span>
        <span className={styles.limits} id={limitsId}>
          {limitsText}
        </span>
      </label>
      <div aria-live="polite">
        {acceptedFile && (
          <div className={styles.file} id={fileId} data-slot="file-upload-file">
            <FileCheck className={styles.fileIcon} aria-hidden="true" focusable="false" />
            <span className={styles.fileName} title={acceptedFile.name}>
              {acceptedFile.name}
            </span>
            <span className={styles.fileSize}>{formatFileSize(acceptedFile.size, messages)}</span>
          </div>
        )}
      </div>
      {progress !== null && progress !== undefined && (
        <ProgressBar value={progress} max={100} label={progressLabel} showValue />
      )}
      <FieldError id={ids.errorId}>{shownError}</FieldError>
    </div>
  );
}
