import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * PlanCardGrid: equal columns, one card per cell; each cell is three rows of the grid (header,
 * body, action) that its card and the card's layout take over as subgrids, so side by side the
 * headers share a height and every divider sits on one line, however a name or period wraps.
 */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: 'span 3',
});

const rowsOfCell = {
  display: 'grid',
  gridTemplateRows: 'subgrid',
  gridRow: '1 / -1',
} as const;

export const card = recipe({
  base: {
    height: '100%',
    selectors: { [`${cell} > &`]: rowsOfCell },
  },
  variants: {
    featured: {
      true: {
        outline: `${vars.borderWidth.large} solid ${vars.color.tone.brand.solid}`,
        outlineOffset: `calc(-1 * ${vars.borderWidth.large})`,
        boxShadow: vars.shadow.medium,
      },
      false: {},
    },
  },
  defaultVariants: { featured: false },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  height: '100%',
  selectors: { [`${cell} > * > &`]: rowsOfCell },
});

// The flag straddles the top edge of a featured card, centred.
export const flag = style({
  position: 'absolute',
  top: 0,
  left: '50%',
  transform: 'translate(-50%, -50%)',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.tone.brand.solid,
  color: vars.color.tone.brand.onSolid,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  boxShadow: vars.shadow.small,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const nameRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const name = style({
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const amount = style({
  fontSize: vars.fontSize.h1,
  lineHeight: vars.lineHeight.h1,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const period = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

// Under the divider: the description, then the features; as much space above the divider
// (the root's gap) as below it.
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  flexGrow: 1,
  paddingBlockStart: vars.space.xlarge,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  // In a PlanCardGrid, a card without an action lets its body take the action's row too.
  selectors: { [`${cell} > * > * > &:last-child`]: { gridRow: '2 / -1' } },
});

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.text,
});

export const check = style({
  flexShrink: 0,
  width: vars.space.large,
  height: vars.space.large,
  marginTop: vars.space.xxsmall,
  color: vars.color.tone.positive.text,
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
