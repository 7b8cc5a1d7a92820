import { clsx } from 'clsx';
import { isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles } from '../../theme/sprinkles.css';
import { flattenChildren } from '../private/flattenChildren';
import type { ResponsiveSpace } from '../private/responsive';
import * as styles from './Inline.css';

export {
  inlineAligns,
  inlineAlignsY,
  inlineCollapseBreakpoints,
  inlineElements,
} from './Inline.css';
export type InlineAlign = (typeof styles.inlineAligns)[number];
export type InlineAlignY = (typeof styles.inlineAlignsY)[number];
export type InlineCollapseBelow = (typeof styles.inlineCollapseBreakpoints)[number];
export type InlineElement = (typeof styles.inlineElements)[number];

export type InlineProps = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  /** Space between the children, across and between wrapped rows. */
  space: ResponsiveSpace;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Below this breakpoint the children stack vertically. */
  collapseBelow?: InlineCollapseBelow;
  /** Let children wrap onto new rows (default true). */
  wrap?: boolean;
  /** `ul` / `ol` wrap each child in an `li`. */
  as?: InlineElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between';
type AlignItems = 'flex-start' | 'center' | 'flex-end';

const justifyOf: Record<InlineAlign, Justify> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
};
const alignYOf: Record<InlineAlignY, AlignItems> = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
};
// Stacked (collapsed) children line up the way the row would have: start, centre or end.
const collapsedAlignOf: Record<InlineAlign, AlignItems> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'flex-start',
};

/** `[below, from]`: the value below the collapse breakpoint and from it on, as a responsive array. */
function collapse<Value>(
  collapseBelow: InlineCollapseBelow | undefined,
  below: Value,
  from: Value,
) {
  if (collapseBelow === 'tablet') return [below, from] as [Value, Value];
  if (collapseBelow === 'desktop') return [below, below, from] as [Value, Value, Value];
  return from;
}

/** Children side by side, wrapping onto new rows, with even space; can collapse into a column. */
export function Inline({
  space,
  align = 'start',
  alignY = 'center',
  collapseBelow,
  wrap = true,
  as = 'div',
  className,
  children,
  ...props
}: InlineProps) {
  const Root = as;
  const isList = as === 'ul' || as === 'ol';
  const items = flattenChildren(children);
  return (
    <Root
      data-slot="inline"
      data-collapse-below={collapseBelow}
      role={isList ? 'list' : undefined}
      className={clsx(
        styles.root,
        sprinkles({
          display: 'flex',
          gap: space,
          flexWrap: wrap ? 'wrap' : 'nowrap',
          flexDirection: collapse(collapseBelow, 'column', 'row'),
          justifyContent: collapse(collapseBelow, 'flex-start', justifyOf[align]),
          alignItems: collapse(collapseBelow, collapsedAlignOf[align], alignYOf[alignY]),
        }),
        className,
      )}
      {...(props as HTMLAttributes<HTMLElement>)}
    >
      {isList
        ? items.map((child, index) => (
            <li
              key={isValidElement(child) && child.key !== null ? child.key : index}
              className={styles.item}
            >
              {child}
            </li>
          ))
        : items}
    </Root>
  );
}
