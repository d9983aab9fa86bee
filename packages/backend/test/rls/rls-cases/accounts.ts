import { randomUUID } from 'node:crypto';
import { inserted } from '../rls-world.ts';
import { rows, type Subject, someone } from './subject.ts';

export const ACCOUNTS: Subject[] = [
  // profiles
  {
    table: 'profiles',
    what: "read the viewer's name",
    allowed: 'nYYYnY',
    attempt: async (a, w) =>
      (await rows(a.client.from('profiles').select('full_name').eq('id', w.viewer.id))).length === 1,
  },
  {
    table: 'profiles',
    // The owner sees only the address they typed, on the grave_managers row.
    what: "see the viewer's e-mail",
    allowed: 'nnYnnY',
    attempt: async (a, w) => {
      const found = (await rows(a.client.from('profiles').select('email').eq('id', w.viewer.id))) as {
        email: string | null;
      }[];
      return found[0]?.email === w.viewer.email;
    },
  },
  {
    table: 'profiles',
    what: 'create a second profile for the viewer',
    allowed: 'nnnnnn',
    attempt: async (a, w) =>
      !(await a.client.from('profiles').insert({ id: w.viewer.id, email: 'x@example.test' })).error,
  },
  {
    table: 'profiles',
    what: 'rename the viewer',
    allowed: 'nnYnnY',
    attempt: async (a, w) => {
      const name = `Renamed ${randomUUID().slice(0, 6)}`;
      await a.client.from('profiles').update({ full_name: name }).eq('id', w.viewer.id);
      const { data } = await w.service.from('profiles').select('full_name').eq('id', w.viewer.id).single();
      return data?.full_name === name;
    },
  },
  {
    table: 'profiles',
    what: "delete the viewer's profile",
    allowed: 'nnnnnn',
    attempt: async (a, w) => {
      await a.client.from('profiles').delete().eq('id', w.viewer.id);
      return (await rows(w.service.from('profiles').select('id').eq('id', w.viewer.id))).length === 0;
    },
  },
  // subscriptions
  {
    table: 'subscriptions',
    what: "read the owner's subscription row",
    allowed: 'nYnnnY',
    attempt: async (a, w) =>
      (await rows(a.client.from('subscriptions').select('id').eq('user_id', w.owner.id))).length === 1,
  },
  {
    table: 'subscriptions',
    what: "see the owner's plan in user_subscription",
    allowed: 'nYnnnn',
    attempt: async (a) => {
      const { data } = await a.client.from('user_subscription').select('price_id').maybeSingle();
      return data?.price_id === 'price_family_monthly';
    },
  },
  {
    table: 'subscriptions',
    what: 'grant themselves a subscription',
    allowed: 'nnnnnY',
    attempt: (a, w) =>
      inserted(
        w,
        'subscriptions',
        a.client
          .from('subscriptions')
          .insert({ user_id: someone(a, w.extra.id), price_id: 'price_family_monthly' })
          .select('id')
          .single(),
      ),
  },
  {
    table: 'subscriptions',
    what: "change the subscriber's plan",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      await w.service
        .from('subscriptions')
        .upsert({ user_id: w.subscriber.id, price_id: 'price_personal_monthly' }, { onConflict: 'user_id' });
      await a.client
        .from('subscriptions')
        .update({ price_id: 'price_family_monthly' })
        .eq('user_id', w.subscriber.id);
      const { data } = await w.service
        .from('subscriptions')
        .select('price_id')
        .eq('user_id', w.subscriber.id)
        .single();
      return data?.price_id === 'price_family_monthly';
    },
  },
  {
    table: 'subscriptions',
    // The payment webhook's own write path: only the service role (the webhook) may call it.
    what: "apply a payment event to the subscriber's subscription",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      await w.service
        .from('subscriptions')
        .upsert({ user_id: w.subscriber.id, price_id: 'price_personal_monthly' }, { onConflict: 'user_id' });
      await a.client.rpc('apply_stripe_event', {
        event_id: `evt_rls_${randomUUID()}`,
        event_type: 'customer.subscription.updated',
        event_created: new Date().toISOString(),
        account: w.subscriber.id,
        customer: null,
        state: { price_id: 'price_family_monthly', status: 'active' },
      });
      const { data } = await w.service
        .from('subscriptions')
        .select('price_id')
        .eq('user_id', w.subscriber.id)
        .single();
      return data?.price_id === 'price_family_monthly';
    },
  },
  {
    table: 'subscriptions',
    what: "delete the subscriber's subscription",
    allowed: 'nnnnnY',
    attempt: async (a, w) => {
      await w.service
        .from('subscriptions')
        .upsert({ user_id: w.subscriber.id, price_id: 'price_personal_monthly' }, { onConflict: 'user_id' });
      await a.client.from('subscriptions').delete().eq('user_id', w.subscriber.id);
      return (
        (await rows(w.service.from('subscriptions').select('id').eq('user_id', w.subscriber.id))).length === 0
      );
    },
  },
];
