export { VisuallyHidden, visuallyHiddenElements } from './VisuallyHidden';
export type { VisuallyHiddenProps, VisuallyHiddenElement } from './VisuallyHidden';
