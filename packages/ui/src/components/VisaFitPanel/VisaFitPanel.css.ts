import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { styleEach } from '../private/variants';

export const visaFitTones = ['positive', 'critical', 'neutral'] as const;
export const visaFitCheckStatuses = ['passed', 'failed', 'unknown'] as const;
export const visaFitPanelStatuses = ['loading', 'error', 'ready'] as const;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const heading = style({ margin: 0 });

export const controls = style({ minWidth: 0 });

/** What the panel shows under the controls: the answer, its skeleton or the error. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

// The verdict: a tinted block with an icon, so the answer is never told by colour alone.
const verdictPadding = vars.space.large;

export const verdict = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space.medium,
    alignItems: 'start',
    padding: verdictPadding,
    borderRadius: vars.radius.medium,
    border: `${vars.borderWidth.standard} solid`,
    borderInlineStartWidth: `calc(${vars.borderWidth.large} * 2)`,
  },
  variants: {
    tone: styleEach(visaFitTones, (tone) => ({
      background: vars.color.tone[tone].soft,
      color: vars.color.tone[tone].onSoft,
      borderColor: `color-mix(in srgb, ${vars.color.tone[tone].text} 35%, transparent)`,
      borderInlineStartColor: vars.color.tone[tone].text,
    })),
  },
  defaultVariants: { tone: 'neutral' },
});

export const verdictIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.lineHeight.h4,
});

globalStyle(`${verdictIcon} > svg`, { width: vars.space.xlarge, height: vars.space.xlarge });

export const verdictText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const verdictLabel = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.h4,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const verdictSummary = style({
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  overflowWrap: 'anywhere',
});

// The route the answer is about, with its official page; the icon stays beside the text as it wraps.
export const route = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.large} minmax(0, 1fr)`,
  columnGap: vars.space.small,
  alignItems: 'start',
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

export const routeIcon = style({
  width: vars.space.large,
  height: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const routeText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const routeLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  margin: 0,
});

export const routeName = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const routeNote = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

// The checks: one row each, divided by a rule.
export const checks = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const check = style({
  display: 'grid',
  gridTemplateColumns: `${vars.lineHeight.standard} minmax(0, 1fr)`,
  columnGap: vars.space.medium,
  alignItems: 'start',
  paddingBlock: vars.space.medium,
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}` },
    '&:first-child': { paddingBlockStart: 0 },
    '&:last-child': { paddingBlockEnd: 0 },
  },
});

export const checkIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: vars.lineHeight.standard,
  },
  variants: {
    status: {
      passed: { color: vars.color.tone.positive.text },
      failed: { color: vars.color.tone.critical.text },
      unknown: { color: vars.color.tone.neutral.text },
    },
  },
  defaultVariants: { status: 'unknown' },
});

globalStyle(`${checkIcon.classNames.base} > svg`, { width: '1.25em', height: '1.25em' });

export const checkBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxsmall,
  minWidth: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

export const checkTitle = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const checkDetail = style({ margin: 0, overflowWrap: 'anywhere' });

export const source = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

// The date of the answer and the disclaimer, small and quiet, always last.
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xxsmall,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.color.textMuted,
});

globalStyle(`${footer} > p`, { margin: 0 });

// Loading: skeletons in the shape of the answer, so nothing moves when it arrives.
export const loadingVerdict = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.medium,
  padding: verdictPadding,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderInlineStartWidth: `calc(${vars.borderWidth.large} * 2)`,
});

export const loadingVerdictText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});
