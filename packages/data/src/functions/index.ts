// @globalhire/data/functions: the Edge Functions' logic (server-only: they use the service-role key).
export { inviteUserFunction } from './invite-user';
export type { FunctionEnv, InviteUserOptions, InvitedUser, InvitedRole } from './invite-user';
