import { style } from '@vanilla-extract/css';
import { vars } from '@globalhire/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

/** Each item: its mark in a narrow column, joined to the next one by a line. */
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.space.large} 1fr`,
  gap: vars.space.small,
  selectors: {
    '&:not(:last-child)::after': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${vars.space.large} / 2 - ${vars.borderWidth.standard} / 2)`,
      top: vars.space.large,
      bottom: `calc(-1 * ${vars.space.medium})`,
      borderInlineStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

export const mark = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.large,
  height: vars.space.large,
  color: vars.color.textMuted,
});

export const markDone = style({ color: vars.color.tone.positive.text });
export const markCurrent = style({ color: vars.color.tone.brand.text });

export const body = style({ minWidth: 0 });
