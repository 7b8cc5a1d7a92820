import { createVar, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaQuery, type Space } from '../../theme/tokens';

export const columnsCollapseBreakpoints = ['tablet', 'desktop'] as const;
export const columnsAlignsY = ['top', 'center', 'bottom'] as const;
export const columnWidths = ['content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;

type ColumnWidth = (typeof columnWidths)[number];

// The gap lives in a variable so fractional columns can subtract their share of it.
export const gapVar = createVar();

export const root = style({ gap: gapVar, minWidth: 0 });

const spaceNames = Object.keys(vars.space) as Space[];
const gapFor = (space: Space): StyleRule => ({ vars: { [gapVar]: vars.space[space] } });
const inMedia = (query: string, rule: StyleRule): StyleRule => ({ '@media': { [query]: rule } });

const eachSpace = (toRule: (space: Space) => StyleRule) =>
  styleVariants(
    Object.fromEntries(spaceNames.map((space) => [space, toRule(space)])) as Record<
      Space,
      StyleRule
    >,
  );

export const gap = {
  mobile: eachSpace(gapFor),
  tablet: eachSpace((space) => inMedia(mediaQuery.tablet, gapFor(space))),
  desktop: eachSpace((space) => inMedia(mediaQuery.desktop, gapFor(space))),
};

const fractions: Record<Exclude<ColumnWidth, 'content'>, number> = {
  '1/2': 1 / 2,
  '1/3': 1 / 3,
  '2/3': 2 / 3,
  '1/4': 1 / 4,
  '3/4': 3 / 4,
};

// A fraction of the row after the gaps: n columns of 1/n fill it exactly, whatever the gap.
const widthRule = (width: ColumnWidth | 'fluid'): StyleRule => {
  if (width === 'fluid') return { flex: '1 1 0' };
  if (width === 'content') return { flex: '0 0 auto' };
  return { flex: `0 0 calc((100% + ${gapVar}) * ${fractions[width]} - ${gapVar})` };
};

const widthKeys = ['fluid', ...columnWidths] as const;
const eachWidth = (toRule: (width: ColumnWidth | 'fluid') => StyleRule) =>
  styleVariants(
    Object.fromEntries(widthKeys.map((width) => [width, toRule(width)])) as Record<
      ColumnWidth | 'fluid',
      StyleRule
    >,
  );

export const column = style({ minWidth: 0 });

// Collapsed columns stack full width; widths apply from the collapse breakpoint on.
export const columnWidth = {
  always: eachWidth(widthRule),
  fromTablet: eachWidth((width) => inMedia(mediaQuery.tablet, widthRule(width))),
  fromDesktop: eachWidth((width) => inMedia(mediaQuery.desktop, widthRule(width))),
};
