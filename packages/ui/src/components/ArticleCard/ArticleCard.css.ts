import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({ height: '100%', overflow: 'hidden' });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
});

export const media = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easing}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.03)' } },
});

export const placeholderIcon = style({
  width: vars.space.xxxlarge,
  height: vars.space.xxxlarge,
  opacity: 0.6,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  flexGrow: 1,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const title = style({
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.h4,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  letterSpacing: '-0.01em',
});

// Card stretches this link (data-card-link) over the whole card: one target, named by the title.
export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { [`${card}:hover &`]: { color: vars.color.link } },
});

export const excerpt = style({
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});

export const footer = style({
  marginTop: 'auto',
  paddingTop: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const author = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const separator = style({ color: vars.color.textMuted });
