import { useSessionStore } from '@evergreen/supabase-client';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient, resetQueriesOnUserChange } from './query-client';

type User = NonNullable<ReturnType<typeof useSessionStore.getState>['user']>;
const user = (id: string) => ({ id }) as User;
const KEY = ['memorials'];

describe("the page's QueryClient", () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('keeps fetched data fresh for 30 seconds, so moving between pages fetches nothing again', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(30_000);
  });

  it('asks even without a connection, so the service worker can answer from its cache (issue 30)', () => {
    expect(createQueryClient().getDefaultOptions().queries?.networkMode).toBe('offlineFirst');
  });

  it("forgets the previous user's data when another user signs in or the user signs out", () => {
    useSessionStore.setState({ user: null, loading: true });
    const client = createQueryClient();
    stop = resetQueriesOnUserChange(client);

    // The first session check finds who was signed in already: their data stays.
    client.setQueryData(KEY, ['mine']);
    useSessionStore.setState({ user: user('a'), loading: false });
    expect(client.getQueryData(KEY)).toEqual(['mine']);

    // A token refresh of the same user changes nothing.
    useSessionStore.setState({ user: user('a') });
    expect(client.getQueryData(KEY)).toEqual(['mine']);

    useSessionStore.setState({ user: user('b') });
    expect(client.getQueryData(KEY)).toBeUndefined();

    client.setQueryData(KEY, ['theirs']);
    useSessionStore.setState({ user: null });
    expect(client.getQueryData(KEY)).toBeUndefined();
  });
});
