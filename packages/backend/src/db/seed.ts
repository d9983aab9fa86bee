import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { hash } from 'bcryptjs';
import { insertUser, setAppMetadata, userByEmail } from '../auth/users.ts';
import type { AppContext } from '../context.ts';
import { objectFile } from '../storage/paths.ts';
import type { Client } from './database.ts';
import { graveScene, portrait } from './png.ts';

export const DEMO_USER = { email: 'demo@evergreen.local', password: 'demo-password', fullName: 'Demo User' };
export const DEMO_SLUG = 'demo';
/** A demo account with the `support` role (app metadata): it sees the moderation screen. */
export const DEMO_SUPPORT_USER = {
  email: 'support@evergreen.local',
  password: 'support-password',
  fullName: 'Sam Support',
};

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysFromNow = (days: number) => isoDate(new Date(Date.now() + days * 86_400_000));

async function ensureUser(
  client: Client,
  app: AppContext,
  email: string,
  password: string,
  fullName: string,
) {
  const existing = await userByEmail(client, email);
  if (existing) return existing.id;
  const passwordHash = await hash(password, app.options.bcryptCost);
  return (await insertUser(client, { email, passwordHash, metadata: { full_name: fullName } })).id;
}

async function storeImage(
  client: Client,
  app: AppContext,
  bucket: string,
  name: string,
  owner: string,
  bytes: Uint8Array,
) {
  const file = objectFile(app.storageDir, bucket, name);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  await client.query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3, $4, $5)
     on conflict (bucket_id, name) do nothing`,
    [bucket, name, owner, owner, { mimetype: 'image/png', size: bytes.length, cacheControl: 'max-age=3600' }],
  );
  return `${app.publicUrl}/storage/v1/object/public/${bucket}/${name}`;
}

/** The demo account and its public memorial at /graves/demo, once; later starts leave them as they are. */
export async function seedDemo(app: AppContext): Promise<void> {
  await app.db.tx(async (client) => {
    const { email, password, fullName } = DEMO_SUPPORT_USER;
    const support = await ensureUser(client, app, email, password, fullName);
    await setAppMetadata(client, support, { role: 'support' });
  });
  await app.db.tx(async (client) => {
    const { rowCount } = await client.query('select 1 from public.graves where slug = $1', [DEMO_SLUG]);
    if (rowCount) return;
    const demo = await ensureUser(client, app, DEMO_USER.email, DEMO_USER.password, DEMO_USER.fullName);
    const friend = await ensureUser(
      client,
      app,
      'margaret@evergreen.local',
      `unused-${Math.random().toString(36).slice(2)}`,
      'Margaret Ellis',
    );
    const imageUrl = await storeImage(
      client,
      app,
      'grave-images',
      `${demo}/demo-grave.png`,
      demo,
      graveScene(),
    );
    const personUrl = await storeImage(
      client,
      app,
      'person-images',
      `${demo}/demo-person.png`,
      demo,
      portrait(),
    );
    const { rows } = await client.query<{ id: string }>(
      `insert into public.graves (user_id, full_name, birth_date, death_date, cemetery_name, plot_number, section,
         description, epitaph, memories, is_public, image_url, person_image_url, latitude, longitude, slug)
       values ($1, 'Eleanor Grace Whitfield', '1931-04-12', '2019-11-03', 'Evergreen Cemetery', '14B', 'Maple Grove',
         'Teacher, gardener and grandmother of seven. She taught two generations of our town to read.',
         'Forever in our hearts', 'Sunday lunches, her roses, and the songs she hummed while baking.',
         true, $2, $3, 43.6783, -70.3006, $4)
       returning id`,
      [demo, imageUrl, personUrl, DEMO_SLUG],
    );
    const graveId = rows[0]?.id;
    await client.query(
      // updated_at equals created_at: these memories were never edited, so they must not show "(edited)".
      `insert into public.visitor_memories (grave_id, user_id, memory_text, created_at, updated_at) values
         ($1, $2, 'She kept a jar of lemon drops on her desk for any child who finished a book.',
          now() - interval '3 days', now() - interval '3 days'),
         ($1, $3, 'Grandma''s roses still bloom every June. We think of her each time.',
          now() - interval '1 day', now() - interval '1 day')`,
      [graveId, friend, demo],
    );
    await client.query(
      `insert into public.reminders (grave_id, user_id, reminder_date, next_reminder_date, reminder_type, frequency,
         custom_message) values
         ($1, $2, $3, $3, 'visit_reminder', 'monthly', 'Bring fresh roses'),
         ($1, $2, '2026-04-12', $4, 'birthday', 'yearly', null)`,
      [graveId, demo, daysFromNow(7), daysFromNow(30)],
    );
  });
}
