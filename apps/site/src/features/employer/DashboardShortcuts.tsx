import type { ReactNode } from 'react';
import { Building2, CreditCard, FilePlus2, Inbox, LifeBuoy, ListChecks } from 'lucide-react';
import { Column, Columns, Heading, ShortcutCard, Stack } from '@globalhire/ui';
import { panels } from '../../content/panelMenus';

// The employer menu's own items, so a shortcut and its menu link never disagree on where they go
// or what they are called. Only the spec's employer menu (the primary tasks) gets a card; Messages
// and Account Settings stay in the menu alone, and the dashboard does not link to itself.
const details: Record<string, { description: string; icon: ReactNode }> = {
  '/employer/jobs/new': {
    description: 'Reach candidates in six countries and beyond.',
    icon: <FilePlus2 aria-hidden />,
  },
  '/employer/jobs': {
    description: 'Status, applications and views of each job.',
    icon: <ListChecks aria-hidden />,
  },
  '/employer/applicants': {
    description: 'Shortlist, interview and hire.',
    icon: <Inbox aria-hidden />,
  },
  '/employer/profile': {
    description: 'What candidates read about you.',
    icon: <Building2 aria-hidden />,
  },
  '/employer/plans': {
    description: 'Your plan, its limits and the plans above it.',
    icon: <CreditCard aria-hidden />,
  },
  '/employer/support': {
    description: 'Answers and how to reach us.',
    icon: <LifeBuoy aria-hidden />,
  },
};

export const employerShortcuts = panels.employer.links.flatMap((link) => {
  const detail = details[link.href];
  return detail ? [{ href: link.href, title: link.label, ...detail }] : [];
});

/** The dashboard's shortcut cards, in the menu's order; a blocked company is not offered posting. */
export function DashboardShortcuts({ blocked }: { blocked: boolean }) {
  const offered = blocked
    ? employerShortcuts.filter((shortcut) => shortcut.href !== '/employer/jobs/new')
    : employerShortcuts;
  const half = Math.ceil(offered.length / 2);
  return (
    <Stack space="large">
      <Heading level={2}>Shortcuts</Heading>
      <Columns space="large" collapseBelow="tablet">
        {[offered.slice(0, half), offered.slice(half)].map((group, i) => (
          <Column key={i}>
            <Stack space="large">
              {group.map((shortcut) => (
                <ShortcutCard key={shortcut.href} {...shortcut} headingLevel={3} />
              ))}
            </Stack>
          </Column>
        ))}
      </Columns>
    </Stack>
  );
}
