-- Company contact details: a company's email, phone and address are private
-- unless it chooses to show them on its page (Edit Company Profile → "Show on my company page").
--   Kauri College (/employers/kauri-college) shows its email, phone and address: a visitor sees all three.
--   BrightPath Digital (/employers/brightpath-digital) shows its email only.
--   Every other company keeps the default: its page shows no contact field; the company itself and
--   the admins still read them (settings, admin screens).
update public.profiles set publish_email = true, publish_phone = true, publish_address = true
where id = '00000000-0000-4000-8000-0000000000e5';

update public.profiles set publish_email = true
where id = '00000000-0000-4000-8000-0000000000e6';
