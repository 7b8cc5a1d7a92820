// The admins' writes to the visa-fit catalogue, one file a kind of row; the shared field rules,
// messages and refusals are in forms.ts.
export { visaCatalogueMessages, isCatalogueDay } from './forms';
export * from './thresholds';
export * from './licences';
export * from './routes';
export * from './occupations';
export * from './rights';
