-- GlobalHire's recruiters: staff who apply to jobs for the candidates on their caseload. The new
-- account type is added on its own, before any migration uses it (Postgres cannot use a new enum
-- value in the transaction that adds it).
alter type public.user_type add value if not exists 'recruiter';
