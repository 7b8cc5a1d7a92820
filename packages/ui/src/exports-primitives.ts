// Public exports: primitives. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export {};
