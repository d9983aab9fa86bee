// What the server writes in its reader's language (issue 28): the saved profiles.locale for people it knows, the
// request's Accept-Language for everyone else. English stays as the other tests read it.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createMemorial } from '../fixtures.ts';
import { backend, client, signUp, type TestUser, today, uniqueEmail } from '../helpers.ts';
import { fetchFrom, newSender } from './from-address.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const mailsTo = async (email: string): Promise<Mail[]> =>
  ((await (await fetch(`${backend().url}/mailbox.json`)).json()) as Mail[]).filter(
    (mail) => mail.to === email,
  );

async function speaking(locale: string, label: string): Promise<TestUser> {
  const user = await signUp(label);
  const { error } = await user.client.from('profiles').update({ locale }).eq('id', user.id);
  expect(error).toBeNull();
  return user;
}

describe('profiles.locale', () => {
  it('is read and written by its owner like time_zone, one of the five languages', async () => {
    const user = await signUp('locale-owner');
    const saved = await user.client.from('profiles').select('locale').eq('id', user.id).single();
    expect(saved.data).toEqual({ locale: 'en' });
    expect((await user.client.from('profiles').update({ locale: 'xx' }).eq('id', user.id)).error?.code).toBe(
      '23514',
    );
    await user.client.from('profiles').update({ locale: 'fr' }).eq('id', user.id);
    expect((await user.client.from('profiles').select('locale').eq('id', user.id).single()).data).toEqual({
      locale: 'fr',
    });
    // Like the e-mail and the time zone, nobody else reads it.
    const stranger = await signUp('locale-stranger');
    const seen = await stranger.client.from('profiles').select('locale').eq('id', user.id);
    expect(seen.data?.every((row) => row.locale === null)).toBe(true);
  });

  it("starts as the sign-up's language: the app's, else the browser's Accept-Language", async () => {
    const fromApp = client();
    const chosen = await fromApp.auth.signUp({
      email: uniqueEmail('locale-app'),
      password: 'correct-horse-battery',
      options: { data: { locale: 'ar' } },
    });
    expect(chosen.error).toBeNull();
    const fromAppProfile = await fromApp
      .from('profiles')
      .select('locale')
      .eq('id', chosen.data.user?.id ?? '')
      .single();
    expect(fromAppProfile.data).toEqual({ locale: 'ar' });

    const response = await fetch(`${backend().url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: backend().anonKey,
        'content-type': 'application/json',
        'accept-language': 'de-AT,de;q=0.9,en;q=0.5',
      },
      body: JSON.stringify({ email: uniqueEmail('locale-browser'), password: 'correct-horse-battery' }),
    });
    const session = (await response.json()) as { access_token: string; user: { id: string } };
    const headers = { apikey: backend().anonKey, authorization: `Bearer ${session.access_token}` };
    const profile = await fetch(`${backend().url}/rest/v1/profiles?select=locale&id=eq.${session.user.id}`, {
      headers,
    });
    expect(await profile.json()).toEqual([{ locale: 'de' }]);
  });
});

describe('server texts in the reader language', () => {
  it("a German reader's calendar feed has German event titles", async () => {
    const reader = await speaking('de', 'calendar-de');
    const grave = await createMemorial(reader, { full_name: 'Anna Schmidt' });
    const { error } = await reader.client.from('reminders').insert({
      grave_id: grave.id,
      user_id: reader.id,
      reminder_date: today(),
      next_reminder_date: today(),
      reminder_type: 'birthday',
      frequency: 'yearly',
    });
    expect(error).toBeNull();
    const token = (await reader.client.rpc('reset_calendar_token')).data as string;

    const text = await (await fetch(`${backend().url}/functions/v1/calendar-feed?token=${token}`)).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Erinnerungen von Evergreen Memorials');
    const titles = calendar
      .getAllSubcomponents('vevent')
      .map((event) => event.getFirstPropertyValue('summary'));
    expect(titles).toEqual(['Geburtstag: Anna Schmidt']);
  });

  it('the contact confirmation is in the Spanish the sender’s browser asks for', async () => {
    const email = uniqueEmail('contacto');
    const response = await fetchFrom(newSender())(`${backend().url}/functions/v1/contact-message`, {
      method: 'POST',
      headers: {
        apikey: backend().anonKey,
        'content-type': 'application/json',
        'accept-language': 'es-MX,es;q=0.9',
      },
      body: JSON.stringify({
        name: 'Lucía Gómez',
        email,
        category: 'general',
        subject: 'Una pregunta',
        message: '¿Puedo compartir el memorial con mi familia?',
      }),
    });
    expect(response.status).toBe(200);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Hemos recibido tu mensaje');
    expect(mail?.text).toContain('Gracias por escribir a Evergreen Memorials.');
    // Nothing the sender typed comes back in it.
    expect(mail?.text).not.toContain('Una pregunta');
  });

  it('refuses a message in the sender’s language too, naming the field as the page does', async () => {
    const response = await fetchFrom(newSender())(`${backend().url}/functions/v1/contact-message`, {
      method: 'POST',
      headers: { apikey: backend().anonKey, 'content-type': 'application/json', 'accept-language': 'es' },
      body: JSON.stringify({ email: uniqueEmail('contacto'), subject: 'Hola', message: 'Gracias' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Nombre completo es obligatorio' });
  });

  it("a French reader's password recovery e-mail is in French", async () => {
    const reader = await speaking('fr', 'recovery-fr');
    const { error } = await client().auth.resetPasswordForEmail(reader.email);
    expect(error).toBeNull();
    const recovery = (await mailsTo(reader.email)).find(
      (mail) => mail.subject === 'Réinitialisez votre mot de passe',
    );
    expect(recovery?.text).toContain(
      'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte Evergreen Memorials.',
    );
    expect(recovery?.text).toContain('/auth/v1/verify?');
  });

  it('a link preview asked for in German is German, and caches by language', async () => {
    const owner = await signUp('preview-de');
    const grave = await createMemorial(owner, {
      full_name: 'Karl Weber',
      is_public: true,
      birth_date: '1931-03-05',
      death_date: null,
      epitaph: null,
      description: null,
    });
    const response = await fetch(`${backend().url}/functions/v1/memorial-preview/graves/${grave.id}`, {
      headers: { 'user-agent': 'Slackbot 1.0', 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toContain('Accept-Language');
    const html = await response.text();
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<title>Karl Weber</title>');
    expect(html).toContain('<meta property="og:description" content="Geboren am 5. März 1931">');
    expect(html).toContain('Die Gedenkseite auf Evergreen Memorials ansehen');

    const missing = await fetch(`${backend().url}/functions/v1/memorial-preview/graves/nobody-here`, {
      headers: { 'accept-language': 'de' },
    });
    expect(await missing.text()).toContain('Gestalten Sie bleibende digitale Gedenkseiten');
  });
});
