export { Heading, headingLevels, headingElements, headingAligns } from './Heading';
export type { HeadingProps, HeadingLevel, HeadingElement, HeadingAlign } from './Heading';
