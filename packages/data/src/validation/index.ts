export * from './schemas';
export { validationMessages } from './messages';
