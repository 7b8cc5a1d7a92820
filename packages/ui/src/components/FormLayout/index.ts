export { FormLayout, formTitleElements } from './FormLayout';
export type { FormLayoutProps, FormTitleElement } from './FormLayout';
