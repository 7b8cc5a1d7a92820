export { Field } from './Field';
export type { FieldProps, FieldControlProps, FieldLabelProps } from './Field';
