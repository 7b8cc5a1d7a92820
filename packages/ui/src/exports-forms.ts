// Public exports: forms. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export { Field } from './components/Field';
export type { FieldProps, FieldControlProps, FieldLabelProps } from './components/Field';
export { TextInput, textInputTypes } from './components/TextInput';
export type { TextInputProps, TextInputType } from './components/TextInput';
export { PasswordInput } from './components/PasswordInput';
export type { PasswordInputProps } from './components/PasswordInput';
export { Select } from './components/Select';
export type { SelectProps, SelectOption } from './components/Select';
export { Textarea } from './components/Textarea';
export type { TextareaProps } from './components/Textarea';
export { Checkbox } from './components/Checkbox';
export type { CheckboxProps } from './components/Checkbox';
export { FormLayout, formTitleElements } from './components/FormLayout';
export type { FormLayoutProps, FormTitleElement } from './components/FormLayout';
export { FileUpload } from './components/FileUpload';
export type { FileUploadProps, FileRejection } from './components/FileUpload';
export { TagInput } from './components/TagInput';
export type { TagInputProps } from './components/TagInput';
