import { clsx } from 'clsx';
import { House, RefreshCw, TriangleExclamationPoint } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';
import { screenCentered } from '../private/screenCentered.css';
import { useUIMessages } from '../UIProvider';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps extends Omit<ComponentProps<'main'>, 'children' | 'title'> {
  /** @default messages.somethingWentWrong ('Something went wrong') */
  title?: string;
  description?: ReactNode;
  /** Technical detail for the curious, e.g. the error message. */
  details?: ReactNode;
  /** @default messages.refreshPage ('Refresh Page') */
  refreshLabel?: string;
  /** Called by the refresh button; reloads the page by default. */
  onRefresh?: () => void;
  /** @default messages.goHome ('Go Home') */
  homeLabel?: string;
  homeHref?: string;
}

const reloadPage = () => window.location.reload();

/**
 * The screen shown when the application fails. Its default texts are GlobalHire's fixed
 * error-screen strings, so a crash can render it without any other part of the app.
 */
export function ErrorScreen({
  title: titleProp,
  description,
  details,
  refreshLabel: refreshLabelProp,
  onRefresh = reloadPage,
  homeLabel: homeLabelProp,
  homeHref = '/',
  className,
  ...rest
}: ErrorScreenProps) {
  const messages = useUIMessages();
  const title = titleProp ?? messages.somethingWentWrong;
  const refreshLabel = refreshLabelProp ?? messages.refreshPage;
  const homeLabel = homeLabelProp ?? messages.goHome;
  return (
    <main data-slot="error-screen" className={clsx(screenCentered, className)} {...rest}>
      <span className={styles.emblem} aria-hidden="true">
        <TriangleExclamationPoint className={styles.emblemIcon} />
      </span>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {details ? <pre className={styles.details}>{details}</pre> : null}
      <div className={styles.actions}>
        <Button icon={<RefreshCw aria-hidden="true" />} onClick={onRefresh}>
          {refreshLabel}
        </Button>
        <ButtonLink
          href={homeHref}
          variant="outline"
          tone="neutral"
          icon={<House aria-hidden="true" />}
        >
          {homeLabel}
        </ButtonLink>
      </div>
    </main>
  );
}
