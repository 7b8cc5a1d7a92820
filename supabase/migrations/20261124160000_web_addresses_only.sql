-- Website fields hold web addresses only. A `javascript:` or `data:` URL in a profile would run
-- script in the browser of whoever clicks the company's link; the form refuses them, and so does
-- the database, whatever the client.
update public.profiles set website = null where website is not null and website !~* '^https?://';

alter table public.profiles
  add constraint profiles_website_is_web_address check (website is null or website ~* '^https?://[^\s]+$');
