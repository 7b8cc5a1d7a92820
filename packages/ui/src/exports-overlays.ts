// Public exports: overlays. Explicit 'export { X }' / 'export type { XProps }' pairs only.
export {};
