-- One policy per operation and role. The service role bypasses RLS on Supabase, so it needs none.

alter table private.profiles enable row level security;
alter table public.graves enable row level security;
alter table public.grave_managers enable row level security;
alter table public.visitor_memories enable row level security;
alter table public.reminders enable row level security;
alter table public.subscriptions enable row level security;

-- private.profiles is only reached through public.profiles and the security-definer functions.
create policy "Users can read their own profile row" on private.profiles
  for select to authenticated using (id = (select auth.uid()));

-- graves
create policy "Visitors can read public memorials" on public.graves
  for select to anon using (is_public);
create policy "Users can read memorials they own, help manage or that are public" on public.graves
  for select to authenticated
  using (is_public or user_id = (select auth.uid()) or private.manages_grave(id, array['viewer', 'editor']));
create policy "Users can create memorials they own" on public.graves
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Owners and editors can update memorials" on public.graves
  for update to authenticated
  using (user_id = (select auth.uid()) or private.manages_grave(id, array['editor']))
  with check (user_id = (select auth.uid()) or private.manages_grave(id, array['editor']));
create policy "Owners can delete their memorials" on public.graves
  for delete to authenticated using (user_id = (select auth.uid()));

-- grave_managers
create policy "Owners and collaborators can read who manages a memorial" on public.grave_managers
  for select to authenticated
  using (user_id = (select auth.uid()) or private.owns_grave(grave_id));
create policy "Owners can share their memorials" on public.grave_managers
  for insert to authenticated
  with check (private.owns_grave(grave_id) and user_id <> (select auth.uid()));
create policy "Owners can change a collaborator's role" on public.grave_managers
  for update to authenticated
  using (private.owns_grave(grave_id))
  with check (private.owns_grave(grave_id) and user_id <> (select auth.uid()));
create policy "Owners can remove collaborators and collaborators can leave" on public.grave_managers
  for delete to authenticated
  using (user_id = (select auth.uid()) or private.owns_grave(grave_id));

-- visitor_memories
create policy "Visitors can read memories of public memorials" on public.visitor_memories
  for select to anon using (private.can_read_grave(grave_id));
create policy "Users can read memories of memorials they can see" on public.visitor_memories
  for select to authenticated using (user_id = (select auth.uid()) or private.can_read_grave(grave_id));
create policy "Users can share memories on memorials they can see" on public.visitor_memories
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_read_grave(grave_id));
create policy "Authors can edit their memories" on public.visitor_memories
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.can_read_grave(grave_id));
create policy "Authors and memorial owners can delete memories" on public.visitor_memories
  for delete to authenticated
  using (user_id = (select auth.uid()) or private.owns_grave(grave_id));

-- reminders
create policy "Users can read their own reminders" on public.reminders
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can create reminders for memorials they can see" on public.reminders
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.can_read_grave(grave_id));
create policy "Users can update their own reminders" on public.reminders
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and private.can_read_grave(grave_id));
create policy "Users can delete their own reminders" on public.reminders
  for delete to authenticated using (user_id = (select auth.uid()));

-- subscriptions
create policy "Users can read their own subscription" on public.subscriptions
  for select to authenticated using (user_id = (select auth.uid()));

-- Users never write subscriptions; the webhook does, as the service role.
revoke insert, update, delete, truncate on public.subscriptions from anon, authenticated;
revoke truncate on public.graves, public.grave_managers, public.visitor_memories, public.reminders
  from anon, authenticated;
