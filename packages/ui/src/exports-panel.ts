// Public exports: panel. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export {};
