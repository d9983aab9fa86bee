import { render, waitFor } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { initTestSupabase, signInAs } from '@evergreen/dev-host/testing';
import { activateLocale } from '@evergreen/runtime/messages';
import { useSessionStore } from '@evergreen/supabase-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveProfileLocale, useProfileLocale } from './profile-locale';

initTestSupabase();
const backend = useTestBackend();

function SignedInPage() {
  useProfileLocale();
  return <p>Dashboard</p>;
}

beforeEach(() => {
  backend.seed('profiles', [{ id: 'reader', locale: 'de' }]);
});

afterEach(async () => {
  signInAs(null);
  await activateLocale('en');
  // biome-ignore lint/suspicious/noDocumentCookie: forgets the cookie rememberLocale wrote, as a browser would expire it
  document.cookie = 'evergreen-locale=; path=/; max-age=0';
});

describe('the profile locale', () => {
  it('becomes the page language once the session is known, and the cookie remembers it', async () => {
    render(<SignedInPage />);
    expect(backend.requests()).toEqual([]);
    signInAs('reader');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(document.cookie).toContain('evergreen-locale=de');
  });

  it('leaves alone a language the reader chose on this device (the cookie)', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie a choice in the language menu leaves
    document.cookie = 'evergreen-locale=fr; path=/';
    await activateLocale('fr');
    render(<SignedInPage />);
    signInAs('reader');
    // The session is known (its effects have run inside waitFor's act) and the profile was never asked for.
    await waitFor(() => expect(useSessionStore.getState().user?.id).toBe('reader'));
    expect(backend.requests()).toEqual([]);
    expect(document.documentElement.lang).toBe('fr');
  });

  it("is saved for a signed-in reader's choice, and not without a session", async () => {
    await saveProfileLocale('ar');
    expect(backend.requests()).toEqual([]);
    signInAs('reader');
    await saveProfileLocale('ar');
    expect(backend.rows('profiles')[0]).toMatchObject({ locale: 'ar' });
  });
});
