import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

/** The field and, under its input, the list of occupations it suggests. */
export const combobox = style({ position: 'relative' });

export const popup = style({
  position: 'absolute',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  insetBlockStart: `calc(100% + ${vars.space.xxsmall})`,
  zIndex: vars.zIndex.dropdown,
  maxHeight: `calc(${vars.space.huge} * 5)`,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
});

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-selected="true"]': {
      background: vars.color.tone.brand.soft,
      color: vars.color.tone.brand.onSoft,
    },
  },
});

/** The code, set apart from the title in the list. */
export const code = style({
  flexShrink: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: 'inherit',
});

export const message = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
});
