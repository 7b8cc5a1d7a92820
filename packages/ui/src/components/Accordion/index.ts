export { Accordion, AccordionItem, accordionTypes, accordionHeadingLevels } from './Accordion';
export type {
  AccordionProps,
  AccordionItemProps,
  AccordionType,
  AccordionHeadingLevel,
} from './Accordion';
