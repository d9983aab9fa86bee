import { describe, expect, it } from 'vitest';
import { client, databaseConnection, serviceClient, signUp, uniqueEmail } from '../helpers.ts';

// Issue 27, item 5: security events are written by the auth server only, read by their user only, kept 90 days.

const db = databaseConnection();

describe('security events', () => {
  it('records sign-ins, failed sign-ins, password and e-mail changes and sign-outs, for their user only', async () => {
    const [user, other] = await Promise.all([signUp('events'), signUp('events-other')]);
    const laptop = client();
    expect(
      (await laptop.auth.signInWithPassword({ email: user.email, password: 'wrong-password' })).error,
    ).not.toBeNull();
    await laptop.auth.signInWithPassword({ email: user.email, password: user.password });
    await user.client.auth.updateUser({ password: 'events-password', current_password: user.password });
    await user.client.auth.updateUser({
      email: uniqueEmail('events-new'),
      current_password: 'events-password',
    } as {
      email: string;
    });
    await user.client.auth.signOut({ scope: 'others' });

    const { data, error } = await user.client
      .from('security_events')
      .select('kind, user_agent, created_at')
      .order('created_at', { ascending: true });
    expect(error).toBeNull();
    expect(data?.map((event) => event.kind)).toEqual([
      'sign_in_failed',
      'sign_in',
      'password_changed',
      'email_change_requested',
      'sessions_ended',
    ]);
    // The other user sees none of them.
    const theirs = await other.client.from('security_events').select('kind').eq('user_id', user.id);
    expect(theirs.data).toEqual([]);
    expect((await client().from('security_events').select('kind')).data ?? []).toEqual([]);
  });

  it('cannot be written or removed through the API, not even with the service role', async () => {
    const user = await signUp('events-write');
    const insert = await user.client.from('security_events').insert({ user_id: user.id, kind: 'sign_in' });
    expect(insert.error?.code).toBe('42501');
    const service = await serviceClient()
      .from('security_events')
      .insert({ user_id: user.id, kind: 'sign_in' });
    expect(service.error?.code).toBe('42501');
    await client().auth.signInWithPassword({ email: user.email, password: 'wrong-password' });
    const removed = await user.client.from('security_events').delete().eq('user_id', user.id).select();
    expect(removed.error?.code).toBe('42501');
    expect((await user.client.from('security_events').select('kind')).data).toHaveLength(1);
  });

  it('keeps 90 days: the next event purges older ones', async () => {
    const user = await signUp('events-old');
    await db.query(
      `insert into public.security_events (user_id, kind, created_at)
       values ($1, 'sign_in', now() - interval '91 days'), ($1, 'sign_in', now() - interval '89 days')`,
      [user.id],
    );
    await client().auth.signInWithPassword({ email: user.email, password: user.password });
    const left = await db.query<{ age: number }>(
      `select extract(day from now() - created_at)::int as age from public.security_events
       where user_id = $1 order by created_at`,
      [user.id],
    );
    expect(left.rows.map((row) => row.age)).toEqual([89, 0]);
  });
});
