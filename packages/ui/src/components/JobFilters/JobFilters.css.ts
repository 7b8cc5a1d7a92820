import { style } from '@vanilla-extract/css';
import { mediaQuery, vars } from '../../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.xlarge,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [mediaQuery.desktop]: { padding: vars.space.xlarge } },
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.h4,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const toggle = style({ '@media': { [mediaQuery.desktop]: { display: 'none' } } });

export const count = style({ marginInlineStart: vars.space.xsmall });

// Folded on phones and tablets until the toggle opens it; always shown beside results on desktop.
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  selectors: { '&[data-state="closed"]': { display: 'none' } },
  '@media': {
    [mediaQuery.desktop]: { selectors: { '&[data-state="closed"]': { display: 'flex' } } },
  },
});

/** The minimum salary and its currency side by side; the amount takes the room. */
export const salary = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const salaryAmount = style({ flex: '1 1 0', minWidth: 0 });

export const salaryCurrency = style({ flex: '0 0 6.5rem' });

export const checks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingTop: vars.space.xsmall,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingTop: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
