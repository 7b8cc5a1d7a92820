export { Link, linkTones, linkWeights, linkUnderlines, defaultExternalLabel } from './Link';
export type { LinkProps, LinkTone, LinkWeight, LinkUnderline, ExternalLinkProps } from './Link';
