/** The one message line of the settings page: each action clears it when it starts, then reports its outcome. */
export type Banner = { kind: 'success' | 'error'; text: string } | null;

export type Notify = (banner: Banner) => void;
