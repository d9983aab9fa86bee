import { type PostRefusal, postRefusalOf } from '@evergreen/domain/posting';
import { errorText } from '@evergreen/domain/server-errors';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const REFUSALS: Record<PostRefusal, MessageDescriptor> = {
  automated: msg`Your post could not be sent. Please try again.`,
  form_expired: msg`This form has expired. Please send it again.`,
  too_fast: msg`That was very quick. Please wait a few seconds and send it again.`,
  too_many: msg`You have posted a lot just now. Please try again later.`,
  memorial_busy: msg`This memorial has received many posts just now. Please try again later.`,
  note_too_long: msg`A note can have at most 140 characters.`,
  sign_in: msg`Please sign in first.`,
};

/** A failed post in the reader's language: the guard's refusals by their code, anything else as errorText says it. */
export function postErrorText(i18n: I18n, error: unknown, fallback: MessageDescriptor): string {
  const refusal = postRefusalOf(error);
  return refusal ? i18n._(REFUSALS[refusal]) : errorText(i18n, error, fallback);
}
