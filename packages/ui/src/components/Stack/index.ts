export { Stack, stackAligns, stackElements } from './Stack';
export type { StackProps, StackAlign, StackElement } from './Stack';
