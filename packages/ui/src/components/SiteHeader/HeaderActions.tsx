import { Button } from '../Button';
import { ButtonLink } from '../ButtonLink';

interface SiteHeaderActionBase {
  label: string;
  /** Primary actions are solid (Register); secondary ones are quiet (Login). Default secondary. */
  emphasis?: 'primary' | 'secondary';
}

/** A header action navigates (`href`) or runs a handler (`onClick`, e.g. Logout). */
export type SiteHeaderAction = SiteHeaderActionBase &
  ({ href: string; onClick?: never } | { onClick: () => void; href?: never });

interface HeaderActionsProps {
  actions: readonly SiteHeaderAction[];
  /** In the mobile menu the actions stack and fill the width. */
  fullWidth?: boolean;
  className?: string;
  onActionClick?: () => void;
}

export function HeaderActions({
  actions,
  fullWidth = false,
  className,
  onActionClick,
}: HeaderActionsProps) {
  if (actions.length === 0) return null;
  return (
    <div data-slot="site-header-actions" className={className}>
      {actions.map((action) => {
        const look = {
          tone: action.emphasis === 'primary' ? 'brand' : 'neutral',
          variant: action.emphasis === 'primary' ? 'solid' : fullWidth ? 'outline' : 'ghost',
          fullWidth,
        } as const;
        return action.href !== undefined ? (
          <ButtonLink key={action.label} href={action.href} {...look}>
            {action.label}
          </ButtonLink>
        ) : (
          <Button
            key={action.label}
            {...look}
            onClick={() => {
              onActionClick?.();
              action.onClick();
            }}
          >
            {action.label}
          </Button>
        );
      })}
    </div>
  );
}
