export { StepList, stepListLayouts } from './StepList';
export type { StepListProps, StepListStep, StepListLayout } from './StepList';
