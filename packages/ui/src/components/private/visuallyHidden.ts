/**
 * Hidden from sight, still read by screen readers (the standard clip pattern): the one rule
 * behind VisuallyHidden, hidden table captions and headers, and the skip link until focused.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
