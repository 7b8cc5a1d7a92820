-- Row-level security for site content, contact messages, subscriptions and notifications.

-- ---------------------------------------------------------------------------------------------
-- articles and FAQs: the public reads what is published; admins edit
-- ---------------------------------------------------------------------------------------------
create policy "Anyone can read published articles" on public.articles
  for select to anon, authenticated using (status = 'published');
create policy "Admins can read all articles" on public.articles
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can write articles" on public.articles
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can update articles" on public.articles
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete articles" on public.articles
  for delete to authenticated using ((select private.is_admin()));

create policy "Anyone can read published FAQs" on public.faqs
  for select to anon, authenticated using (status = 'published');
create policy "Admins can read all FAQs" on public.faqs
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can write FAQs" on public.faqs
  for insert to authenticated with check ((select private.is_admin()));
create policy "Admins can update FAQs" on public.faqs
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete FAQs" on public.faqs
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- contact messages: anyone writes, only admins read and handle
-- ---------------------------------------------------------------------------------------------
create policy "Anyone can send a contact message" on public.contact_messages
  for insert to anon, authenticated with check (handled = false);
create policy "Admins can read contact messages" on public.contact_messages
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can mark contact messages as handled" on public.contact_messages
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete contact messages" on public.contact_messages
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- subscriptions: an employer requests a plan, an admin confirms it
-- ---------------------------------------------------------------------------------------------
create policy "Employers can read their own subscriptions" on public.subscriptions
  for select to authenticated using (employer_id = (select auth.uid()));
create policy "Admins can read all subscriptions" on public.subscriptions
  for select to authenticated using ((select private.is_admin()));
create policy "Employers can request a plan for themselves" on public.subscriptions
  for insert to authenticated
  with check (
    employer_id = (select auth.uid())
    and status = 'requested'
    and (select private.is_employer())
  );
create policy "Admins can record subscriptions" on public.subscriptions
  for insert to authenticated with check ((select private.is_admin()));
create policy "Employers can cancel their own subscriptions" on public.subscriptions
  for update to authenticated
  using (employer_id = (select auth.uid()))
  with check (employer_id = (select auth.uid()) and status = 'cancelled');
create policy "Admins can update subscriptions" on public.subscriptions
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins can delete subscriptions" on public.subscriptions
  for delete to authenticated using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- notifications: each user sees and manages only their own
-- ---------------------------------------------------------------------------------------------
create policy "Users can read their own notifications" on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins can send notifications" on public.notifications
  for insert to authenticated with check ((select private.is_admin()));
-- A trigger limits this to the read state.
create policy "Users can mark their own notifications as read" on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users can delete their own notifications" on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));
