/**
 * Query keys of the data that more than one app reads or changes: a contract, like the props of exposed
 * modules. Each remote's TanStack Query cache lives in the one QueryClient of the host, so a write in one remote
 * invalidates another remote's view by these keys (a new memorial refreshes the billing remote's usage card; a
 * plan change refreshes every limit). Data one remote keeps to itself gets its keys in that remote's api/,
 * under these roots where it belongs to one of them (a memorial's memories under `memorial(id)`).
 *
 * Keys hold no user id: the host empties the cache whenever the signed-in user changes.
 */
export const queryKeys = {
  /** The user's memorials and those shared with them (the dashboard list). */
  memorials: () => ['memorials'] as const,
  /**
   * One section of the dashboard list ('own' or 'shared') for one search text, fetched page by page; under
   * `memorials()`, so every write that refreshes the list refreshes each section and search.
   */
  memorialsList: (section: 'own' | 'shared', search: string) =>
    ['memorials', 'list', section, search] as const,
  /** The dashboard's counts (own, own public, shared), independent of the pages loaded; under `memorials()`. */
  memorialCounts: () => ['memorials', 'counts'] as const,
  /** One memorial, and what belongs to it (the user's access, collaborators, memories). */
  memorial: (id: string) => ['memorial', id] as const,
  /** A memorial's photo gallery and its owner's gallery limit; under `memorial(id)`. */
  memorialGallery: (id: string) => ['memorial', id, 'gallery'] as const,
  /**
   * A memorial's family links as it sees them; under `memorial(id)`. A link changes both memorials' lists, so a
   * write invalidates this key for each of the two.
   */
  memorialFamily: (id: string) => ['memorial', id, 'family'] as const,
  /** The user's plan, its limits and what they use of them (memorials, collaborators). */
  planUsage: () => ['plan-usage'] as const,
  /** Every reminder of the user; a prefix of each memorial's reminders. */
  reminders: () => ['reminders'] as const,
  /** The user's reminders for one memorial. */
  memorialReminders: (graveId: string) => ['reminders', 'memorial', graveId] as const,
  /** The signed-in user's profile (display name). */
  profile: () => ['profile'] as const,
  /** A memorial's visits per day, for its owner's chart (Family plan); under `memorial(id)`. */
  memorialVisits: (id: string) => ['memorial', id, 'visits'] as const,
} as const;
