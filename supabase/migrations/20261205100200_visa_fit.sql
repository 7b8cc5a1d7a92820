-- "Can I work there?": one verdict, computed here and nowhere else, from the visa catalogue.
--
-- private.visa_fit_of(job, citizenships, date) applies the rules in this order; the first that
-- decides wins:
--   1. free movement: a citizenship that needs no permission in the job's country;
--   2. a treaty route the citizenship opens, for an occupation on that route (TN, E-3, ...);
--   3. unknown when the job lacks what the rules need: a salary in the local currency and an
--      occupation code of the destination's classification (no exchange rate is applied);
--   4-6. each sponsored route of the destination in priority order: the occupation's standing,
--      the salary against the dated threshold (and the going rate), the employer's licence.
--      The first route that passes gives `likely_sponsorable`; otherwise the route that came
--      closest gives the verdict (a missing licence is closer than a low salary, which is closer
--      than an ineligible occupation; a check that cannot be made leaves it `unknown`).
-- The answer is JSON: the verdict, the route, and every check with its figures and source, so
-- that pages word it in the reader's locale and nothing is formatted twice.

-- An amount paid per `from_period` as an amount per `to_period`; an hour counts `weekly_hours`
-- hours a week, 52 weeks a year. Null when hours are needed and not known.
create function private.visa_pay_per(amount numeric, from_period public.salary_period,
  to_period public.salary_period, weekly_hours numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case
    when from_period = to_period then amount
    else (
      select case to_period
        when 'year' then annual
        when 'month' then annual / 12
        else annual / (weekly_hours * 52) end
      from (select case from_period
                     when 'year' then amount
                     when 'month' then amount * 12
                     else amount * weekly_hours * 52 end as annual) a
    )
  end
$$;

create function private.visa_check(check_name text, status text, reason text, facts jsonb,
  source_url text default null)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('check', check_name, 'status', status, 'reason', reason,
    'facts', coalesce(facts, '{}'::jsonb), 'source_url', source_url)
$$;

create function private.visa_route_json(r public.visa_routes)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('id', r.id, 'code', r.code, 'name', r.name, 'kind', r.kind,
    'official_url', r.official_url, 'note', r.note)
$$;

-- How close a route's outcome came to a "yes", to pick the verdict when no route passes.
create function private.visa_verdict_rank(verdict text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case verdict when 'likely_sponsorable' then 5 when 'unknown' then 4
    when 'employer_not_licensed' then 3 when 'salary_below_threshold' then 2 else 1 end
$$;

-- One sponsored route's checks (rules 4-6) for a job whose occupation is known.
create function private.visa_route_outcome(job public.jobs, route public.visa_routes,
  occupation public.visa_occupations, on_date date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  standing public.visa_occupation_routes;
  threshold public.visa_thresholds;
  checks jsonb := '[]'::jsonb;
  verdict text;
  occupation_facts jsonb := pg_catalog.jsonb_build_object('code', occupation.code, 'title', occupation.title,
    'classification', occupation.classification);
  offered numeric := coalesce(job.salary_max, job.salary_min);
  lowest numeric := coalesce(job.salary_min, job.salary_max);
  hours numeric;
  hours_assumed boolean;
  compared numeric;
  compared_lowest numeric;
  required numeric;
  going_rate numeric;
  salary_facts jsonb;
  licence public.employer_licences;
begin
  -- 4. the occupation
  select * into standing from public.visa_occupation_routes o
  where o.occupation_id = occupation.id and o.route_id = route.id and o.retired_at is null;
  if exists (select 1 from pg_catalog.unnest(route.excluded_code_prefixes) p
             where pg_catalog.starts_with(occupation.code, p)) then
    checks := checks || private.visa_check('occupation', 'failed', 'excluded',
      occupation_facts || pg_catalog.jsonb_build_object('excluded_prefixes', route.excluded_code_prefixes),
      route.official_url);
    verdict := 'occupation_not_eligible';
  elsif standing.standing = 'ineligible' then
    checks := checks || private.visa_check('occupation', 'failed', 'ineligible',
      occupation_facts || pg_catalog.jsonb_build_object('list_name', standing.list_name), standing.source_url);
    verdict := 'occupation_not_eligible';
  elsif standing.id is null and route.requires_listed_occupation then
    checks := checks || private.visa_check('occupation', 'failed', 'not_listed', occupation_facts, route.official_url);
    verdict := 'occupation_not_eligible';
  elsif standing.id is null and occupation.skill_level >= route.conditional_skill_level then
    checks := checks || private.visa_check('occupation', 'unknown', 'conditional',
      occupation_facts || pg_catalog.jsonb_build_object('list_name', null, 'note', route.conditional_note),
      route.official_url);
  elsif standing.standing = 'conditional' then
    checks := checks || private.visa_check('occupation', 'unknown', 'conditional',
      occupation_facts || pg_catalog.jsonb_build_object('list_name', standing.list_name, 'note', standing.note),
      standing.source_url);
  else
    checks := checks || private.visa_check('occupation', 'passed', 'eligible',
      occupation_facts || pg_catalog.jsonb_build_object('list_name', standing.list_name),
      coalesce(standing.source_url, route.official_url));
  end if;

  -- 5. the salary
  if verdict is null then
    if not route.salary_checkable then
      checks := checks || private.visa_check('salary', 'unknown', 'not_checkable',
        pg_catalog.jsonb_build_object('note', route.salary_note), route.official_url);
    else
      select * into threshold from public.visa_thresholds t
      where t.route_id = route.id and t.retired_at is null
        and t.tier = coalesce(standing.tier, 'general')
        and (t.region is null or t.region = job.region)
        and t.effective_from <= on_date and (t.effective_to is null or t.effective_to >= on_date)
      order by t.region is null
      limit 1;
      if threshold.id is null then
        if job.region is null and exists (select 1 from public.visa_thresholds t
            where t.route_id = route.id and t.region is not null and t.retired_at is null) then
          checks := checks || private.visa_check('salary', 'unknown', 'region_missing', '{}'::jsonb, route.official_url);
        else
          checks := checks || private.visa_check('salary', 'unknown', 'no_threshold',
            pg_catalog.jsonb_build_object('region', job.region, 'tier', coalesce(standing.tier, 'general')),
            route.official_url);
        end if;
      else
        hours_assumed := job.weekly_hours is null;
        -- the job's hours, or the week the threshold assumes; capped where the route caps them
        hours := least(coalesce(job.weekly_hours, threshold.hours_basis), threshold.max_weekly_hours);
        compared := private.visa_pay_per(offered, job.salary_period, threshold.period, hours);
        compared_lowest := private.visa_pay_per(lowest, job.salary_period, threshold.period, hours);
        if standing.going_rate is not null and standing.going_rate_currency = threshold.currency then
          going_rate := private.visa_pay_per(standing.going_rate, standing.going_rate_period, threshold.period, hours);
        end if;
        required := greatest(threshold.amount, going_rate);
        salary_facts := pg_catalog.jsonb_build_object(
          'offered', pg_catalog.round(compared, 2), 'offered_lowest', pg_catalog.round(compared_lowest, 2),
          'currency', threshold.currency, 'period', threshold.period,
          'job_salary_min', job.salary_min, 'job_salary_max', job.salary_max, 'job_period', job.salary_period,
          'weekly_hours', hours, 'hours_assumed', hours_assumed and job.salary_period is distinct from threshold.period,
          'threshold', pg_catalog.jsonb_build_object('id', threshold.id, 'amount', threshold.amount,
            'label', threshold.label, 'region', threshold.region, 'effective_from', threshold.effective_from,
            'effective_to', threshold.effective_to, 'note', threshold.note, 'source_date', threshold.source_date),
          'going_rate', pg_catalog.round(going_rate, 2),
          'required', pg_catalog.round(required, 2));
        if compared is null then
          checks := checks || private.visa_check('salary', 'unknown', 'hours_missing', salary_facts, threshold.source_url);
        elsif compared >= required then
          checks := checks || private.visa_check('salary', 'passed',
            case when compared_lowest < required then 'top_of_range_meets' else 'meets' end,
            salary_facts, threshold.source_url);
        else
          checks := checks || private.visa_check('salary', 'failed', 'below', salary_facts, threshold.source_url);
          verdict := 'salary_below_threshold';
        end if;
      end if;
    end if;
  end if;

  -- 6. the employer
  if verdict is null then
    if route.employer_licence is null then
      checks := checks || private.visa_check('employer', 'passed', 'no_licence_exists',
        pg_catalog.jsonb_build_object('note', route.employer_note), route.official_url);
    else
      select * into licence from public.employer_licences l
      where l.employer_id = job.company_id and l.kind = route.employer_licence and l.status = 'verified'
        and (l.expires_on is null or l.expires_on >= on_date)
        and (route.licence_route_name is null or pg_catalog.cardinality(l.routes) = 0
             or route.licence_route_name = any (l.routes));
      if licence.id is not null then
        checks := checks || private.visa_check('employer', 'passed', 'licence_verified',
          pg_catalog.jsonb_build_object('kind', licence.kind, 'licence_number', licence.licence_number),
          route.official_url);
      elsif route.unlicensed_verdict = 'unknown' then
        checks := checks || private.visa_check('employer', 'unknown', 'licence_unverified',
          pg_catalog.jsonb_build_object('kind', route.employer_licence, 'note', route.employer_note),
          route.official_url);
      else
        checks := checks || private.visa_check('employer', 'failed', 'not_licensed',
          pg_catalog.jsonb_build_object('kind', route.employer_licence, 'route_name', route.licence_route_name),
          route.official_url);
        verdict := 'employer_not_licensed';
      end if;
    end if;
  end if;

  if verdict is null then
    verdict := case when checks @> '[{"status": "unknown"}]'::jsonb then 'unknown' else 'likely_sponsorable' end;
  end if;
  return pg_catalog.jsonb_build_object('verdict', verdict, 'route', private.visa_route_json(route), 'checks', checks);
end;
$$;

-- What a route's salary check asked for (null when it made none).
create function private.visa_required_of(outcome jsonb)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select (c -> 'facts' ->> 'required')::numeric
  from pg_catalog.jsonb_array_elements(outcome -> 'checks') c
  where c ->> 'check' = 'salary' limit 1
$$;

create function private.visa_fit_of(job public.jobs, citizenships text[], on_date date)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  given text[] := array(select distinct pg_catalog.upper(c) from pg_catalog.unnest(coalesce(citizenships, '{}')) c
                        where c ~* '^[A-Z]{2}$' order by 1);
  checks jsonb := '[]'::jsonb;
  answer jsonb := pg_catalog.jsonb_build_object('destination', job.country, 'as_of', on_date);
  free_right public.visa_citizenship_rights;
  treaty record;
  destination_classification public.occupation_classification;
  local_currency text;
  occupation public.visa_occupations;
  route public.visa_routes;
  outcome jsonb;
  best jsonb;
begin
  if not exists (select 1 from public.visa_routes r where r.destination = job.country and r.retired_at is null) then
    return answer || pg_catalog.jsonb_build_object('verdict', 'unknown', 'route', null, 'checks',
      pg_catalog.jsonb_build_array(private.visa_check('destination', 'unknown', 'not_covered',
        pg_catalog.jsonb_build_object('destination', job.country))));
  end if;

  -- 1. free movement
  select * into free_right from public.visa_citizenship_rights cr
  where cr.destination = job.country and cr.right_kind = 'free_movement' and cr.retired_at is null
    and cr.citizenship = any (given)
  order by cr.citizenship limit 1;
  if free_right.id is not null then
    return answer || pg_catalog.jsonb_build_object('verdict', 'no_visa_needed', 'route', null, 'checks',
      pg_catalog.jsonb_build_array(private.visa_check('citizenship', 'passed', 'free_movement',
        pg_catalog.jsonb_build_object('citizenship', free_right.citizenship, 'basis', free_right.basis,
          'conditions', free_right.conditions), free_right.source_url)));
  end if;
  checks := checks || case when pg_catalog.cardinality(given) = 0
    then private.visa_check('citizenship', 'unknown', 'not_given', '{}'::jsonb)
    else private.visa_check('citizenship', 'failed', 'permission_needed',
           pg_catalog.jsonb_build_object('citizenships', pg_catalog.to_jsonb(given))) end;

  select r.classification, r.currency into destination_classification, local_currency from public.visa_routes r
  where r.destination = job.country and r.kind = 'sponsored' and r.retired_at is null
  order by r.priority limit 1;
  if job.occupation_code is not null then
    select * into occupation from public.visa_occupations o
    where o.classification = destination_classification and o.code = job.occupation_code and o.retired_at is null;
  end if;

  -- 2. a treaty route, for an occupation on it
  if occupation.id is not null then
    for treaty in
      select cr.citizenship, cr.basis, cr.conditions, cr.source_url, r as route
      from public.visa_citizenship_rights cr
      join public.visa_routes r on r.id = cr.route_id and r.retired_at is null
      where cr.destination = job.country and cr.right_kind = 'treaty' and cr.retired_at is null
        and cr.citizenship = any (given)
      order by r.priority, cr.citizenship
    loop
      if exists (select 1 from public.visa_occupation_routes o
                 join public.visa_occupations vo on vo.id = o.occupation_id
                 where o.route_id = (treaty.route).id and o.retired_at is null and o.standing = 'eligible'
                   and vo.classification = (treaty.route).classification and vo.code = job.occupation_code) then
        return answer || pg_catalog.jsonb_build_object('verdict', 'treaty_route',
          'route', private.visa_route_json(treaty.route), 'checks', pg_catalog.jsonb_build_array(
            private.visa_check('citizenship', 'passed', 'treaty', pg_catalog.jsonb_build_object(
              'citizenship', treaty.citizenship, 'basis', treaty.basis, 'conditions', treaty.conditions),
              treaty.source_url),
            private.visa_check('occupation', 'passed', 'eligible', pg_catalog.jsonb_build_object(
              'code', occupation.code, 'title', occupation.title, 'classification', occupation.classification),
              (treaty.route).official_url)));
      end if;
    end loop;
  end if;

  -- 3. what the rules need from the job
  if job.salary_min is null and job.salary_max is null then
    checks := checks || private.visa_check('salary', 'unknown', 'salary_missing', '{}'::jsonb);
  elsif local_currency is not null and job.salary_currency is distinct from local_currency then
    checks := checks || private.visa_check('salary', 'unknown', 'currency_not_local',
      pg_catalog.jsonb_build_object('currency', job.salary_currency, 'local_currency', local_currency));
  end if;
  if job.occupation_code is null then
    checks := checks || private.visa_check('occupation', 'unknown', 'occupation_missing',
      pg_catalog.jsonb_build_object('classification', destination_classification));
  elsif occupation.id is null then
    checks := checks || private.visa_check('occupation', 'unknown', 'not_in_classification',
      pg_catalog.jsonb_build_object('code', job.occupation_code, 'classification', destination_classification));
  end if;
  if checks @> '[{"status": "unknown", "check": "salary"}]'::jsonb
     or checks @> '[{"status": "unknown", "check": "occupation"}]'::jsonb then
    return answer || pg_catalog.jsonb_build_object('verdict', 'unknown', 'route', null, 'checks', checks);
  end if;

  -- 4-6. each sponsored route
  for route in
    select * from public.visa_routes r
    where r.destination = job.country and r.kind = 'sponsored' and r.retired_at is null
      and r.classification = destination_classification
    order by r.priority, r.id
  loop
    outcome := private.visa_route_outcome(job, route, occupation, on_date);
    -- Of two routes the salary misses, the one asking least is the nearer miss.
    if best is null
       or private.visa_verdict_rank(outcome ->> 'verdict') > private.visa_verdict_rank(best ->> 'verdict')
       or (outcome ->> 'verdict' = 'salary_below_threshold' and best ->> 'verdict' = 'salary_below_threshold'
           and (private.visa_required_of(outcome) < private.visa_required_of(best))) then
      best := outcome;
    end if;
    exit when outcome ->> 'verdict' = 'likely_sponsorable';
  end loop;

  return answer || pg_catalog.jsonb_build_object('verdict', best ->> 'verdict', 'route', best -> 'route',
    'checks', checks || (best -> 'checks'));
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- what callers ask
-- ---------------------------------------------------------------------------------------------
-- The citizenships a verdict is for: those given, or else the signed-in candidate's own.
create function private.citizenships_for_verdict(given text[])
returns text[]
language sql
stable
set search_path = ''
as $$
  select case when given is not null then given
    else coalesce((select c.citizenships from public.candidate_citizenships c
                   where c.candidate_id = (select auth.uid())), '{}') end
$$;

/** The verdict for one job the caller can see (null otherwise), for the given citizenships. */
create function public.visa_fit(job_id bigint, citizenships text[] default null, on_date date default null)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.visa_fit_of(j, private.citizenships_for_verdict(visa_fit.citizenships),
    coalesce(visa_fit.on_date, current_date))
  from public.jobs j where j.id = visa_fit.job_id
$$;

/** The verdict and route of each of up to 100 jobs the caller can see: the chips on job cards. */
create function public.visa_verdicts(job_ids bigint[], citizenships text[] default null)
returns table (job_id bigint, verdict text, route_name text)
language sql
stable
set search_path = ''
as $$
  select j.id, f ->> 'verdict', f -> 'route' ->> 'name'
  from public.jobs j,
       lateral private.visa_fit_of(j, private.citizenships_for_verdict(visa_verdicts.citizenships), current_date) f
  where j.id = any (visa_verdicts.job_ids[1:100])
$$;

-- What an employer may know of an applicant's verdict: never the citizenship behind it.
create function private.without_citizenship(fit jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select fit || pg_catalog.jsonb_build_object('checks', coalesce((
    select pg_catalog.jsonb_agg(case when c ->> 'check' = 'citizenship'
                                     then c || pg_catalog.jsonb_build_object('facts', '{}'::jsonb, 'source_url', null) else c end
                                order by n)
    from pg_catalog.jsonb_array_elements(fit -> 'checks') with ordinality as e (c, n)), '[]'::jsonb))
$$;

/**
 * Each applicant's verdict for a job, for its employer (or an admin): the verdict and its checks,
 * computed from the candidate's citizenships without revealing them.
 */
create function public.applicant_visa_fits(job_id bigint)
returns table (application_id bigint, fit jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, private.without_citizenship(private.visa_fit_of(j,
    coalesce((select c.citizenships from public.candidate_citizenships c where c.candidate_id = a.candidate_id), '{}'),
    current_date))
  from public.jobs j
  join public.applications a on a.job_id = j.id
  where j.id = applicant_visa_fits.job_id
    and (j.company_id = (select auth.uid()) or private.is_admin())
$$;

revoke execute on function public.applicant_visa_fits(bigint) from public, anon;
grant execute on function public.applicant_visa_fits(bigint) to authenticated, service_role;
grant execute on function public.visa_fit(bigint, text[], date) to anon, authenticated, service_role;
grant execute on function public.visa_verdicts(bigint[], text[]) to anon, authenticated, service_role;
