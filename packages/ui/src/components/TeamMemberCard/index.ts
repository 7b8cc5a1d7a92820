export { TeamMemberCard, initialsOf } from './TeamMemberCard';
export type { TeamMemberCardProps, TeamMemberSocialLink } from './TeamMemberCard';
