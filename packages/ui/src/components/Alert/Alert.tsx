import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Alert.css';

export { alertTones } from './Alert.css';
export type AlertTone = (typeof styles.alertTones)[number];

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone: AlertTone;
  title?: string;
  children?: ReactNode;
  /** A button or link beside the message, e.g. 'Try again'. */
  action?: ReactNode;
};

const toneIcons: Record<AlertTone, LucideIcon> = {
  info: Info,
  positive: CircleCheck,
  caution: TriangleAlert,
  critical: CircleAlert,
};

/**
 * A message about the page or a task. Critical alerts are announced at once (role=alert);
 * the others politely (role=status). Pass `role` to override.
 */
export function Alert({ tone, title, action, className, children, role, ...props }: AlertProps) {
  const Icon = toneIcons[tone];
  return (
    <div
      data-slot="alert"
      data-tone={tone}
      role={role ?? (tone === 'critical' ? 'alert' : 'status')}
      className={clsx(styles.alert({ tone }), className)}
      {...props}
    >
      <span className={styles.icon} aria-hidden>
        <Icon />
      </span>
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children !== undefined && children !== null && (
          <div className={styles.content}>{children}</div>
        )}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
