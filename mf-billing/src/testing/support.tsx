import type { TestDatabase } from '@evergreen/dev-host/test-backend';
import { initTestSupabase, renderRemoteAt, signInAs as signInAsUser } from '@evergreen/dev-host/testing';
import { isDisplayLocale, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { PLANS, type PlanId } from '@evergreen/domain/plans';
import type { CurrentSubscription, MyPlan } from '@evergreen/domain/subscription';
import { activateLocale, addCatalog } from '@evergreen/runtime/messages';
import { i18n } from '@lingui/core';
import { HttpResponse } from 'msw';
import { vi } from 'vitest';
import routes from '../routes';

/** Test helpers of this remote: a configured client (the test backend answers it), a user, plans, downloads. */

initTestSupabase();

export const ME = 'me-0000';
export const MY_EMAIL = 'me@example.com';

export function signInAs(id: string | null): void {
  signInAsUser(id, { email: MY_EMAIL, displayName: 'Old Name' });
}

const NO_SUBSCRIPTION: CurrentSubscription = { status: null, cardBrand: null, cardLast4: null };

/** What `my_plan()` answers for a user on this plan with this usage. */
export function myPlan(
  id: PlanId,
  usage: { graves?: number; collaborators?: number } = {},
  subscription: CurrentSubscription = NO_SUBSCRIPTION,
): MyPlan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(id);
  return {
    plan,
    gravesCount: usage.graves ?? 0,
    collaboratorsCount: usage.collaborators ?? 0,
    subscription,
  };
}

/**
 * Renders this remote's routes where the shell mounts them, with this remote's catalog already loaded in the active
 * locale, as the shell has it once the remote's code is there: the first render is the page, not the mount's loader.
 */
export async function renderAt(path: string) {
  if (routes.messages) addCatalog('mf_billing', routes.messages);
  await activateLocale(isDisplayLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
  return renderRemoteAt('mf_billing', routes, path);
}

/** A file the page handed to the browser as a download. */
export interface Download {
  name: string;
  blob: Blob;
}

/**
 * Records the files the page downloads (jsdom has no `URL.createObjectURL` and saves nothing): each link clicked
 * with a `download` name, and the blob behind its URL.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) downloads.push({ name: this.download, blob });
  });
  return downloads;
}

/** A downloaded file's text (jsdom's Blob has no `text()`). */
export function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** What `billing_plans()` answers: the price of each paid plan. */
export const PRICE_ROWS = [
  { plan_id: 'free', price_id: null },
  { plan_id: 'personal', price_id: 'price_personal' },
  { plan_id: 'family', price_id: 'price_family' },
];

/** An edge function's refusal, thrown from its handler: its `{error}` text, or none (a bare failure). */
export function refusal(error?: string): never {
  throw HttpResponse.json(error ? { error } : {}, { status: error ? 400 : 500 });
}

/** Answers an edge function with each of these in turn, the last one from then on. */
export function answersInTurn(backend: TestDatabase, name: string, ...answers: (() => unknown)[]): void {
  let call = 0;
  backend.edgeFunction(name, () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return answer?.();
  });
}
