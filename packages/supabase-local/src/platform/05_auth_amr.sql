-- How each session was authenticated (GoTrue's table); it feeds the `amr` claim of access tokens.
create table auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
grant all on auth.mfa_amr_claims to supabase_auth_admin, dashboard_user, postgres;
