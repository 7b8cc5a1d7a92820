// Public exports: forms. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export {};
