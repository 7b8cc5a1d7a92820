// Public exports: site. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export {};
