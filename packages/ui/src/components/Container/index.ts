export { Container, containerWidths, containerElements } from './Container';
export type { ContainerProps, ContainerWidth, ContainerElement } from './Container';
