import type { SupabaseClient } from '@supabase/supabase-js';
import { graveScene } from '../../src/db/png.ts';
import { createMemorial, insertAsService, reminderRow, setPlan, share } from '../fixtures.ts';
import { client, serviceClient, signUp, type TestUser } from '../helpers.ts';

export const ACTORS = ['anon', 'owner', 'viewer', 'editor', 'stranger', 'service'] as const;
export type ActorName = (typeof ACTORS)[number];

export interface Actor {
  name: ActorName;
  client: SupabaseClient;
  /** The signed-in user's id; undefined for anon and the service role. */
  id: string | undefined;
}

/**
 * The people and rows the matrix acts on: `owner` (Family plan) owns a private memorial shared with `viewer`
 * and `editor`, and a public one; `stranger` has no link to either.
 */
export interface World {
  owner: TestUser;
  viewer: TestUser;
  editor: TestUser;
  stranger: TestUser;
  /** Someone to share with in the insert cases. */
  extra: TestUser;
  /** Whose subscription the write cases target. */
  subscriber: TestUser;
  privateGrave: string;
  publicGrave: string;
  viewerManagerRow: string;
  viewerMemory: string;
  publicMemory: string;
  viewerReminder: string;
  actors: Record<ActorName, Actor>;
  service: SupabaseClient;
}

export async function buildWorld(): Promise<World> {
  const [owner, viewer, editor, stranger, extra, subscriber] = await Promise.all(
    ['owner', 'viewer', 'editor', 'stranger', 'extra', 'subscriber'].map((label) => signUp(`rls-${label}`)),
  );
  if (!owner || !viewer || !editor || !stranger || !extra || !subscriber) throw new Error('sign-up failed');
  await setPlan(owner.id, 'price_family_monthly');
  const privateGrave = (await createMemorial(owner)).id;
  const publicGrave = (await createMemorial(owner, { is_public: true })).id;
  const viewerManagerRow = (await share(privateGrave, viewer, 'viewer')).id;
  await share(privateGrave, editor, 'editor');
  const memory = (graveId: string, userId: string) =>
    insertAsService<{ id: string }>('visitor_memories', {
      grave_id: graveId,
      user_id: userId,
      memory_text: 'fixture',
    });
  const service = serviceClient();
  return {
    owner,
    viewer,
    editor,
    stranger,
    extra,
    subscriber,
    privateGrave,
    publicGrave,
    viewerManagerRow,
    viewerMemory: (await memory(privateGrave, viewer.id)).id,
    publicMemory: (await memory(publicGrave, stranger.id)).id,
    viewerReminder: (await insertAsService<{ id: string }>('reminders', reminderRow(privateGrave, viewer.id)))
      .id,
    service,
    actors: {
      anon: { name: 'anon', client: client(), id: undefined },
      owner: { name: 'owner', client: owner.client, id: owner.id },
      viewer: { name: 'viewer', client: viewer.client, id: viewer.id },
      editor: { name: 'editor', client: editor.client, id: editor.id },
      stranger: { name: 'stranger', client: stranger.client, id: stranger.id },
      service: { name: 'service', client: service, id: undefined },
    },
  };
}

/** A memorial of the owner shared with viewer and editor, made fresh for a case that changes or deletes it. */
export async function freshSharedGrave(world: World): Promise<{ grave: string; viewerRow: string }> {
  const grave = (
    await insertAsService<{ id: string }>('graves', { user_id: world.owner.id, full_name: 'Fresh' })
  ).id;
  const viewerRow = (await share(grave, world.viewer, 'viewer')).id;
  await share(grave, world.editor, 'editor');
  return { grave, viewerRow };
}

export async function exists(world: World, table: string, id: string): Promise<boolean> {
  const { data, error } = await world.service.from(table).select('id').eq('id', id);
  if (error) throw new Error(`${table}: ${error.message}`);
  return (data ?? []).length === 1;
}

export async function columnValue(world: World, table: string, id: string, column: string): Promise<unknown> {
  const { data } = await world.service.from(table).select(column).eq('id', id).single();
  return (data as Record<string, unknown> | null)?.[column];
}

/** The row id an insert created, or undefined when it was refused; cleans the row up either way. */
export async function inserted(world: World, table: string, attempt: PromiseLike<{ data: unknown }>) {
  const { data } = await attempt;
  const id = (data as { id?: string } | null)?.id;
  if (!id) return false;
  const found = await exists(world, table, id);
  await world.service.from(table).delete().eq('id', id);
  return found;
}

export const png = () => new Blob([graveScene(8)], { type: 'image/png' });
