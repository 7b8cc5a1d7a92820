import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery, toneNames, vars } from '../../theme';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.large,
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.durationStandard,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.medium, borderColor: vars.color.borderField },
    // The title link takes focus; the whole card shows the ring.
    '&:has([data-card-link]:focus-visible)': {
      outline: `${vars.borderWidth.large} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.large,
    },
    '&[data-featured]': { borderColor: vars.color.tone.brand.text },
    // An accent bar on the leading edge; a pseudo-element, so the hover shadow keeps it.
    '&[data-featured]::before': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      width: vars.space.xsmall,
      background: vars.color.tone.brand.solid,
      borderStartStartRadius: 'inherit',
      borderEndStartRadius: 'inherit',
    },
  },
  '@media': { [mediaQuery.tablet]: { padding: vars.space.xlarge } },
});

/** The title link; its ::after layer covers the card, so the whole card is one target. */
export const link = style({
  color: 'inherit',
  textDecorationLine: 'none',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecorationLine: 'underline' },
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:focus-visible': { outline: 'none' },
  },
});

export const logo = style({
  display: 'none',
  '@media': { [mediaQuery.tablet]: { display: 'grid' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const company = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
  marginTop: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
  selectors: { '&[data-fact="salary"]': { fontWeight: vars.fontWeight.semibold } },
});

/** The converted salary beside a foreign one: quieter than the salary itself. */
export const salaryNote = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const factIcon = style({ display: 'inline-flex', color: vars.color.textMuted });

globalStyle(`${factIcon} svg`, { width: vars.space.large, height: vars.space.large });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const posted = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.color.textMuted,
});

export const postedIcon = style({ width: vars.space.medium, height: vars.space.medium });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  maxWidth: '100%',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const badgeTone = styleVariants(
  Object.fromEntries(toneNames.map((tone) => [tone, {}])) as Record<
    (typeof toneNames)[number],
    object
  >,
  (_, tone) => ({ background: vars.color.tone[tone].soft, color: vars.color.tone[tone].onSoft }),
);

/** The Save / Saved toggle (a visitor's in its GET form): above the card's link layer, so it takes its own clicks. */
/** The visitor's Save form takes no room of its own: its button sits where the toggle does. */
export const saveForm = style({ display: 'contents' });

export const save = style({
  position: 'relative',
  zIndex: 1,
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.space.xxlarge,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderField}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.semibold,
  textDecorationLine: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.tone.brand.soft },
    '&:focus-visible': {
      outline: `${vars.borderWidth.large} solid ${vars.color.focusRing}`,
      outlineOffset: vars.borderWidth.large,
    },
    '&[data-saved]': {
      borderColor: vars.color.tone.brand.text,
      background: vars.color.tone.brand.soft,
      color: vars.color.tone.brand.onSoft,
    },
  },
});

globalStyle(`${save} svg`, { width: vars.space.large, height: vars.space.large });
