-- Family links (issue 15, Family plan): two memorials linked as parent, child, spouse or sibling. The reverse link
-- is implied, so each pair is ONE row in one canonical form and can never say two things: "A is B's parent" is
-- stored as (grave_id B, relative_id A, 'parent') and read from A's side as "B is A's child"; spouses and siblings
-- are stored with the smaller id first. Whoever may edit a memorial links it to any memorial they can see, when
-- that memorial's owner's plan includes 'Family tree integration'. A link is shown only to people who can see
-- both memorials, so a private relative is never revealed.

create table public.family_links (
  id uuid primary key default gen_random_uuid(),
  grave_id uuid not null references public.graves (id) on delete cascade,
  -- The memorial that is `relation` of grave_id (its parent, spouse or sibling).
  relative_id uuid not null references public.graves (id) on delete cascade,
  relation text not null check (relation in ('parent', 'spouse', 'sibling')),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (grave_id <> relative_id),
  -- A symmetric relation has one way to be written.
  check (relation = 'parent' or grave_id < relative_id)
);
-- One link per pair of memorials, whichever way round: no duplicates, and no pair that is both parent and
-- spouse, or each the other's parent.
create unique index family_links_pair_key on public.family_links
  (least(grave_id, relative_id), greatest(grave_id, relative_id));
-- Each memorial's relatives are looked up from both columns.
create index family_links_grave_idx on public.family_links (grave_id);
create index family_links_relative_idx on public.family_links (relative_id);
create index family_links_created_by_idx on public.family_links (created_by);

alter table public.family_links enable row level security;

-- can_read_grave is true for anyone on a public memorial and for its owner and collaborators on a private one:
-- anon and strangers see links between two public memorials, collaborators those whose other side they can see.
create policy "Visitors can read links between public memorials" on public.family_links
  for select to anon using (private.can_read_grave(grave_id) and private.can_read_grave(relative_id));
create policy "Users can read links between memorials they can see" on public.family_links
  for select to authenticated
  using (private.can_read_grave(grave_id) and private.can_read_grave(relative_id));
-- The insert trigger below checks which side the caller edits and the plan, with messages; this is the floor.
create policy "Owners and editors can link memorials they can see" on public.family_links
  for insert to authenticated
  with check (
    (private.owns_grave(grave_id) or private.manages_grave(grave_id, array['editor'])
      or private.owns_grave(relative_id) or private.manages_grave(relative_id, array['editor']))
    and private.can_read_grave(grave_id) and private.can_read_grave(relative_id)
  );
-- Removing is never gated by the plan: after a downgrade the links stay, and their editors may still undo them.
create policy "Owners and editors can remove a link of their memorial" on public.family_links
  for delete to authenticated
  using (
    private.owns_grave(grave_id) or private.manages_grave(grave_id, array['editor'])
    or private.owns_grave(relative_id) or private.manages_grave(relative_id, array['editor'])
  );
-- A link is not changed but removed and made again; nobody updates rows.
revoke update on public.family_links from anon, authenticated;

-- A new link, as written from the memorial it is made on: `relative_id` is grave_id's parent, child, spouse or
-- sibling. Checks who may make it with messages a person can act on, then stores it in canonical form. Definer
-- rights: whether the pair is already linked must see links the caller cannot.
create or replace function private.check_family_link_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  linked_from uuid := new.grave_id;
  other uuid := new.relative_id;
  owner_id uuid;
  reason text;
begin
  if new.relation is null or new.relation not in ('parent', 'child', 'spouse', 'sibling') then
    raise exception using errcode = '22023',
      message = 'Choose how they are related: parent, child, spouse or sibling.';
  end if;
  if linked_from is null or other is null then
    raise exception using errcode = '22023', message = 'Choose the two memorials to link.';
  end if;
  if linked_from = other then
    raise exception using errcode = '22023', message = 'A memorial cannot be linked to itself.';
  end if;
  -- Signed-in callers only; the service role (no user) is trusted, as for every other table.
  if caller is not null then
    if not (private.owns_grave(linked_from) or private.manages_grave(linked_from, array['editor'])) then
      raise exception using errcode = '42501',
        message = 'Only the owner and editors of a memorial can link it to family.';
    end if;
    -- The same answer whether the other memorial is missing or private: a link never reveals a memorial.
    if not private.can_read_grave(other) then
      raise exception using errcode = '42501', message = 'That memorial was not found, or you cannot see it.';
    end if;
    select g.user_id into owner_id from public.graves g where g.id = linked_from;
    if not private.plan_includes(owner_id, 'Family tree integration') then
      raise exception using errcode = 'P0001', message = 'Family links come with the Family plan.',
        hint = 'Upgrade to the Family plan to link family memorials.';
    end if;
    reason := private.grave_read_only_reason(linked_from);
    if reason is not null then
      raise exception using errcode = 'P0001', message = reason,
        hint = 'Upgrade your plan, or delete newer memorials, to edit it again.';
    end if;
  end if;

  -- Canonical form: a child link is its parent link seen from the other side; symmetric ones smaller id first.
  if new.relation = 'child' then
    new.grave_id := other;
    new.relative_id := linked_from;
    new.relation := 'parent';
  elsif new.relation in ('spouse', 'sibling') and new.grave_id > new.relative_id then
    new.grave_id := other;
    new.relative_id := linked_from;
  end if;

  -- One link per pair, checked under a lock so two requests at once get this answer rather than the index's.
  perform pg_advisory_xact_lock(
    hashtextextended('family_links:' || least(linked_from, other)::text || greatest(linked_from, other)::text, 0)
  );
  if exists (
    select 1 from public.family_links l
    where least(l.grave_id, l.relative_id) = least(linked_from, other)
      and greatest(l.grave_id, l.relative_id) = greatest(linked_from, other)
  ) then
    raise exception using errcode = '23505', message = 'These two memorials are already linked.',
      hint = 'Remove the link first to change how they are related.';
  end if;

  new.created_by := coalesce(caller, new.created_by);
  new.created_at := now();
  return new;
end;
$$;
revoke all on function private.check_family_link_insert() from public, anon, authenticated;

create trigger family_links_check_insert before insert on public.family_links
  for each row execute function private.check_family_link_insert();

-- Each memorial's relatives, from its side: `relation` is what the relative is to the memorial. Runs with the
-- caller's rights, so both the link's and the relative memorial's row-level security apply: a relative the caller
-- cannot see is not listed, not even by id.
create view public.memorial_relatives with (security_invoker = true, security_barrier = true) as
select
  sides.link_id,
  sides.memorial_id,
  sides.relative_id,
  sides.relation,
  g.full_name,
  g.birth_date,
  g.death_date,
  g.person_image_url,
  g.slug,
  g.is_public
from (
  select l.id as link_id, l.grave_id as memorial_id, l.relative_id, l.relation
  from public.family_links l
  union all
  -- The same link from the relative's side: A is B's parent means B is A's child.
  select l.id, l.relative_id, l.grave_id, case l.relation when 'parent' then 'child' else l.relation end
  from public.family_links l
) sides
join public.graves g on g.id = sides.relative_id;

revoke all on public.memorial_relatives from public, anon, authenticated;
grant select on public.memorial_relatives to anon, authenticated, service_role;

-- PostgREST computed field `graves?select=family_links_included`: whether the memorial's owner's plan lets its
-- owner and editors make new links, so the page offers the dialog or the upgrade prompt as the database will.
create or replace function public.family_links_included(memorial public.graves)
returns boolean
language sql stable security invoker
set search_path = ''
as $$
  select private.plan_includes(memorial.user_id, 'Family tree integration')
$$;
revoke all on function public.family_links_included(public.graves) from public, anon;
grant execute on function public.family_links_included(public.graves) to authenticated, service_role;

-- The view is for reading. Without this trigger a write to it fails while planning (55000, a 500 from PostgREST)
-- before any privilege is checked; with it, the missing privilege answers (403), and the service role, which has
-- them, is told where links are written.
create or replace function private.refuse_memorial_relatives_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501',
    message = 'Relatives are read here; links are added and removed in family_links.';
end;
$$;
revoke all on function private.refuse_memorial_relatives_write() from public, anon, authenticated;

create trigger memorial_relatives_read_only instead of insert or update or delete on public.memorial_relatives
  for each row execute function private.refuse_memorial_relatives_write();
