import { render, waitFor } from '@evergreen/design-system/test-utils';
import { useTestBackend } from '@evergreen/dev-host/test-backend';
import { initTestSupabase, signInAs } from '@evergreen/dev-host/testing';
import { activateLocale } from '@evergreen/runtime/messages';
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

  it("is saved for a signed-in reader's choice, and not without a session", async () => {
    await saveProfileLocale('ar');
    expect(backend.requests()).toEqual([]);
    signInAs('reader');
    await saveProfileLocale('ar');
    expect(backend.rows('profiles')[0]).toMatchObject({ locale: 'ar' });
  });
});
