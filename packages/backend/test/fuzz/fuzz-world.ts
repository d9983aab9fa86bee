import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { signJwt } from '../../src/auth/jwt.ts';
import { graveScene, portrait } from '../../src/db/png.ts';
import { createMemorial, type GraveRow, reminderRow, setPlan } from '../fixtures.ts';
import { backend, serviceClient, signUp, type TestUser } from '../helpers.ts';
import type { FuzzWorld } from './fuzz-actors.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Tokens an attacker can make without the server's secret (and one of Bob's own, expired). */
async function forgedTokens(bob: TestUser, alice: TestUser): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const bobClaims = decodeJwt(bob.accessToken);
  const asAlice = { ...bobClaims, sub: alice.id, email: 'x@example.test', role: 'service_role' };
  const [header = '', , signature = ''] = bob.accessToken.split('.');
  return {
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(asAlice)}.`,
    'wrong key': await signJwt('not-the-server-secret-but-long-enough-32', asAlice),
    'tampered claims': `${header}.${base64url(asAlice)}.${signature}`,
    'alg confusion': `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(asAlice)}.${signature}`,
    // Bob's own token from the past: signed by the server, but expired.
    expired: await signJwt(backend().jwtSecret, { ...bobClaims, iat: now - 7200, exp: now - 3600 }),
    garbage: 'a.b.c',
    'not base64': '%%%.%%%.%%%',
    'nul byte': 'eyJhbGciOiJIUzI1NiJ9\u0000.e30.x',
  };
}

/** What only Alice may see; the fuzzer never sends any of it, so finding it in an answer is a leak. */
export interface AliceSecrets {
  values: string[];
  graveName: string;
  reminderMessage: string;
  hiddenFile: string;
}

export interface FuzzSetup {
  world: FuzzWorld;
  alice: TestUser;
  bob: TestUser;
  aliceGrave: GraveRow;
  secrets: AliceSecrets;
  knownFileBytes: Uint8Array;
}

/**
 * Alice with a private memorial, a reminder and two uploaded files (one at a path the attacker is told, one
 * whose name is secret), Bob the attacker with a memorial of his own, and a burner account.
 */
export async function seedWorld(): Promise<FuzzSetup> {
  const marker = () => `zq${randomBytes(6).toString('hex')}`;
  const [alice, bob, burner] = await Promise.all([signUp('alice'), signUp('bob'), signUp('burner')]);
  const graveName = `Private ${marker()}`;
  const aliceGrave = await createMemorial(alice, {
    full_name: graveName,
    description: marker(),
    epitaph: marker(),
    memories: marker(),
    is_public: false,
  });
  const reminderMessage = marker();
  const { data: reminder, error } = await alice.client
    .from('reminders')
    .insert({ ...reminderRow(aliceGrave.id, alice.id), custom_message: reminderMessage })
    .select('id')
    .single();
  if (error || !reminder) throw new Error(`seed reminder: ${error?.message}`);
  const knownFile = `${alice.id}/portrait.png`;
  const hiddenFile = `${alice.id}/private-${marker()}.png`;
  const knownFileBytes = portrait(12);
  for (const [bucket, path, bytes] of [
    ['grave-images', knownFile, knownFileBytes],
    ['person-images', hiddenFile, graveScene(12)],
  ] as const) {
    const upload = await alice.client.storage
      .from(bucket)
      .upload(path, new Blob([bytes], { type: 'image/png' }));
    if (upload.error) throw new Error(`seed upload: ${upload.error.message}`);
  }
  // A gallery photo on her private memorial, its caption one more value nobody else may read.
  const galleryCaption = marker();
  const gallery = await alice.client
    .from('grave_photos')
    .insert({ grave_id: aliceGrave.id, storage_path: knownFile, caption: galleryCaption });
  if (gallery.error) throw new Error(`seed gallery: ${gallery.error.message}`);
  // Her private memorial's custom address, changed once (as the service role: her plan is Free): the old one
  // is known to the attacker, the current one is a secret resolve_memorial_slug must not tell.
  const oldSlug = `alice-old-${marker()}`;
  const currentSlug = `alice-${marker()}`;
  for (const slug of [oldSlug, currentSlug]) {
    const { error: slugError } = await serviceClient()
      .from('graves')
      .update({ slug })
      .eq('id', aliceGrave.id);
    if (slugError) throw new Error(`seed slug: ${slugError.message}`);
  }
  // A paying attacker: the family plan lets Bob share memorials, so sharing attacks reach the database.
  await setPlan(bob.id, 'price_family_monthly');
  const bobGrave = await createMemorial(bob, { full_name: 'Bob Memorial', is_public: true });
  // Her private memorial is the parent of Bob's public one (linked as the service role): Bob's family list and the
  // links table must never name it or give its id to Bob or anon.
  const familyLink = await serviceClient()
    .from('family_links')
    .insert({ grave_id: bobGrave.id, relative_id: aliceGrave.id, relation: 'parent' });
  if (familyLink.error) throw new Error(`seed family link: ${familyLink.error.message}`);
  // Two-step sign-in on for Alice: her secret must never appear in an answer, her factor must survive.
  const enrolled = await alice.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Alice phone' });
  if (enrolled.error) throw new Error(`seed factor: ${enrolled.error.message}`);
  const code = new TOTP({ secret: Secret.fromBase32(enrolled.data.totp.secret) }).generate();
  const verified = await alice.client.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code });
  if (verified.error) throw new Error(`seed factor verify: ${verified.error.message}`);
  const { data: burnerSession } = await burner.client.auth.getSession();
  const world: FuzzWorld = {
    anonKey: backend().anonKey,
    bob: { id: bob.id, email: bob.email, accessToken: bob.accessToken, graveId: bobGrave.id },
    burner: { accessToken: burner.accessToken, refreshToken: burnerSession.session?.refresh_token ?? 'none' },
    alice: {
      id: alice.id,
      graveId: aliceGrave.id,
      reminderId: reminder.id,
      knownFile,
      oldSlug,
      factorId: enrolled.data.id,
    },
    forged: await forgedTokens(bob, alice),
    formToken: String((await bob.client.rpc('form_token')).data),
    png: graveScene(8),
  };
  const values = [
    alice.email,
    encodeURIComponent(alice.email),
    alice.accessToken,
    graveName,
    String(aliceGrave.description),
    String(aliceGrave.epitaph),
    String(aliceGrave.memories),
    reminderMessage,
    galleryCaption,
    currentSlug,
    hiddenFile.split('/')[1] ?? hiddenFile,
    enrolled.data.totp.secret,
  ];
  return {
    world,
    alice,
    bob,
    aliceGrave,
    secrets: { values, graveName, reminderMessage, hiddenFile },
    knownFileBytes,
  };
}
