export { SocialIcon, socialNetworks } from './SocialIcon';
export type { SocialIconProps, SocialNetwork } from './SocialIcon';
