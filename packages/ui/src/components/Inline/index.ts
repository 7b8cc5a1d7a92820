export {
  Inline,
  inlineAligns,
  inlineAlignsY,
  inlineCollapseBreakpoints,
  inlineElements,
} from './Inline';
export type {
  InlineProps,
  InlineAlign,
  InlineAlignY,
  InlineCollapseBelow,
  InlineElement,
} from './Inline';
