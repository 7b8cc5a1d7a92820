-- The last TOTP time step (30-second counter) a factor accepted: a code of that step or an
-- earlier one is refused, so a code works once (RFC 6238 §5.2). Not in GoTrue's schema;
-- additive, so data directories made before it open as they were.
alter table auth.mfa_factors add column if not exists last_totp_step bigint;
