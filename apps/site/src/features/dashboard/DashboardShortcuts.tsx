import type { ReactNode } from 'react';
import { ShortcutCard, Tiles, type PanelLink } from '@globalhire/ui';
import { DashboardSection } from './DashboardSection';

export interface ShortcutDetail {
  description: string;
  icon: ReactNode;
}

export interface DashboardShortcutsProps {
  /** The role's side menu: a shortcut takes its label and place from its menu item. */
  menu: PanelLink[];
  /** The menu items that get a card, by address; the others stay in the menu alone. */
  details: Record<string, ShortcutDetail>;
  /** Cards for pages the menu does not list, after the menu's. */
  extra?: (PanelLink & ShortcutDetail)[];
}

/**
 * A dashboard's shortcut cards. They are drawn from the side menu, so a card and its menu link
 * never disagree on where they go or what they are called.
 */
export function DashboardShortcuts({ menu, details, extra = [] }: DashboardShortcutsProps) {
  const shortcuts = [
    ...menu.flatMap((link) => (details[link.href] ? [{ ...link, ...details[link.href] }] : [])),
    ...extra,
  ];
  return (
    <DashboardSection title="Shortcuts">
      <Tiles
        as="ul"
        columns={{ mobile: 1, tablet: 2, desktop: 3 }}
        space="large"
        aria-label="Shortcuts"
      >
        {shortcuts.map(({ href, label, description, icon }) => (
          <ShortcutCard
            key={href}
            href={href}
            title={label}
            description={description}
            icon={icon}
            headingLevel={3}
          />
        ))}
      </Tiles>
    </DashboardSection>
  );
}
