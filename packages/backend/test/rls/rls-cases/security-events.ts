import { client } from '../../helpers.ts';
import type { World } from '../rls-world.ts';
import { rows, type Subject, someone } from './subject.ts';

/** A fresh event of the owner's: a failed sign-in, which the auth server records (nobody else can). */
async function ownerEvent(w: World): Promise<void> {
  await client().auth.signInWithPassword({ email: w.owner.email, password: 'not-the-password' });
}

const ownerEvents = (w: World) =>
  w.service.from('security_events').select('id, kind').eq('user_id', w.owner.id).eq('kind', 'sign_in_failed');

export const SECURITY_EVENTS: Subject[] = [
  {
    table: 'security_events',
    what: "read the owner's security events",
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      await ownerEvent(w);
      const read = a.client.from('security_events').select('id').eq('user_id', w.owner.id);
      return (await rows(read)).length > 0;
    },
  },
  {
    table: 'security_events',
    what: 'record a security event',
    allowed: 'nnnnnn',
    attempt: async (a, w) => {
      const kind = 'email_change_undone';
      const user = someone(a, w.owner.id);
      await a.client.from('security_events').insert({ user_id: user, kind });
      const written = w.service.from('security_events').select('id').eq('user_id', user).eq('kind', kind);
      return (await rows(written)).length > 0;
    },
  },
  {
    table: 'security_events',
    what: "erase the owner's security events",
    allowed: 'nnnnnn',
    attempt: async (a, w) => {
      await ownerEvent(w);
      const before = (await rows(ownerEvents(w))).length;
      await a.client.from('security_events').delete().eq('user_id', w.owner.id);
      return (await rows(ownerEvents(w))).length < before;
    },
  },
];
