import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './FormLayout.css';

export const formTitleElements = ['h1', 'h2', 'h3'] as const;
export type FormTitleElement = (typeof formTitleElements)[number];

export interface FormLayoutProps extends Omit<ComponentProps<'form'>, 'title' | 'onSubmit'> {
  /** The form's heading; it also names the form for assistive technology. */
  title?: ReactNode;
  titleAs?: FormTitleElement;
  description?: ReactNode;
  /** Buttons under the fields, e.g. the submit button. */
  actions?: ReactNode;
  /** Called on submit; the browser's page navigation is already prevented. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}

/** A <form> with a heading, evenly spaced fields and a row of actions. */
export function FormLayout({
  title,
  titleAs = 'h2',
  description,
  actions,
  onSubmit,
  children,
  className,
  ...formProps
}: FormLayoutProps) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== '';
  const hasDescription = description !== undefined && description !== null && description !== '';
  return (
    <form
      aria-labelledby={hasTitle ? titleId : undefined}
      data-slot="form-layout"
      {...formProps}
      className={clsx(styles.form, className)}
      onSubmit={(event) => {
        // A single-page app handles the data itself; a real navigation would reload the page.
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {(hasTitle || hasDescription) && (
        <div className={styles.header}>
          {hasTitle && (
            <Heading level={3} as={titleAs} id={titleId}>
              {title}
            </Heading>
          )}
          {hasDescription && <Text tone="muted">{description}</Text>}
        </div>
      )}
      <Stack space="large">{children}</Stack>
      {actions !== undefined && actions !== null && <div className={styles.actions}>{actions}</div>}
    </form>
  );
}
