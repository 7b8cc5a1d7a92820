import { globalStyle, keyframes } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

const progress = keyframes({
  from: { transform: 'scaleX(0.05)' },
  to: { transform: 'scaleX(0.9)' },
});

/**
 * A navigation that has started (a link followed, a search sent) shows a bar along the top at
 * once, so a tap on a slow connection is never met with nothing while the next page comes. The
 * bootstrap sets the attribute (boot/enhance.ts); the styles ship in the site's one style sheet.
 */
globalStyle('html[data-navigating] body::before', {
  content: '""',
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '3px',
  zIndex: vars.zIndex.toast,
  background: vars.color.tone.brand.solid,
  transformOrigin: 'left',
  animation: `${progress} 8s cubic-bezier(0.1, 0.7, 0.3, 1) forwards`,
});

globalStyle('html[dir="rtl"][data-navigating] body::before', { transformOrigin: 'right' });

globalStyle('html[data-navigating] body::before', {
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', transform: 'none' } },
});

globalStyle('html[data-navigating] #root', { cursor: 'progress' });
