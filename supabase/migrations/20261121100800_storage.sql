-- Storage buckets and their policies on storage.objects.
-- Private buckets keep each user's files under a first folder named after the user id.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('cvs', 'cvs', false, 5242880, array[
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
  ]),
  ('visa-documents', 'visa-documents', false, 10485760, array[
    'application/pdf', 'image/jpeg', 'image/png'
  ]),
  ('logos', 'logos', true, 2097152, array['image/png', 'image/jpeg', 'image/webp', 'image/gif']),
  ('avatars', 'avatars', true, 2097152, array['image/png', 'image/jpeg', 'image/webp']),
  ('article-images', 'article-images', true, 5242880, array['image/png', 'image/jpeg', 'image/webp', 'image/gif'])
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- ---------------------------------------------------------------------------------------------
-- Private files: CVs and visa documents
-- ---------------------------------------------------------------------------------------------
create policy "Users can read their own CVs and visa documents" on storage.objects
  for select to authenticated
  using (
    bucket_id in ('cvs', 'visa-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Employers can read the CVs of their applicants" on storage.objects
  for select to authenticated
  using (bucket_id = 'cvs' and private.is_applicant_of_mine((storage.foldername(name))[1]));
create policy "Users can upload CVs and visa documents to their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('cvs', 'visa-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Users can replace their own CVs and visa documents" on storage.objects
  for update to authenticated
  using (
    bucket_id in ('cvs', 'visa-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('cvs', 'visa-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Users can delete their own CVs and visa documents" on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('cvs', 'visa-documents')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- ---------------------------------------------------------------------------------------------
-- Public images: logos and avatars by their owner, article images by admins
-- ---------------------------------------------------------------------------------------------
create policy "Anyone can read public images" on storage.objects
  for select to anon, authenticated
  using (bucket_id in ('logos', 'avatars', 'article-images'));
create policy "Users can upload logos and avatars to their own folder" on storage.objects
  for insert to authenticated
  with check (
    bucket_id in ('logos', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Users can replace their own logos and avatars" on storage.objects
  for update to authenticated
  using (
    bucket_id in ('logos', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id in ('logos', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "Users can delete their own logos and avatars" on storage.objects
  for delete to authenticated
  using (
    bucket_id in ('logos', 'avatars')
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );

-- ---------------------------------------------------------------------------------------------
-- Admins manage every file
-- ---------------------------------------------------------------------------------------------
create policy "Admins can read every file" on storage.objects
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can upload files to every bucket" on storage.objects
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can replace every file" on storage.objects
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete every file" on storage.objects
  for delete to authenticated using ((select private.is_admin()));
