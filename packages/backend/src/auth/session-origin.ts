import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { userAgentOf } from './security-events.ts';

/**
 * Where a session is used from, as GoTrue records it in auth.sessions at sign-in and at each refresh
 * (`user_agent`, `ip`): Settings shows the device and browser so a person can recognise their own.
 */
export interface SessionOrigin {
  userAgent: string | null;
  ip: string | null;
}

const IP = /^[0-9a-f.:]+$/i;

export function sessionOriginOf(c: Context): SessionOrigin {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    // A request that did not come through the node server (app.request in tests) has no connection.
  }
  return { userAgent: userAgentOf(c), ip: address && IP.test(address) ? address : null };
}
