import clsx from 'clsx';
import type { ComponentProps, ReactElement } from 'react';
import * as styles from './SocialIcon.css';

export const socialNetworks = ['linkedin', 'facebook', 'instagram', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

// Outline glyphs drawn on lucide's 24px grid and stroke, so they sit beside lucide icons.
const glyphs: Record<SocialNetwork, ReactElement> = {
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  x: (
    <>
      <path d="M4 4l11.7 16H20L8.3 4z" />
      <path d="M4 20l6.8-6.8M13.2 10.8 20 4" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
};

export interface SocialIconProps extends Omit<ComponentProps<'svg'>, 'children'> {
  network: SocialNetwork;
}

/** A decorative social network glyph; the link around it carries the accessible name. */
export function SocialIcon({ network, className, ...rest }: SocialIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-slot="social-icon"
      data-network={network}
      className={clsx(styles.root, className)}
      {...rest}
    >
      {glyphs[network]}
    </svg>
  );
}
