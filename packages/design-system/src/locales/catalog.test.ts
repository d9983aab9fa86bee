import { ERRORS } from '@evergreen/domain/errors';
import { PLANS } from '@evergreen/domain/plans';
import { errorText } from '@evergreen/domain/server-errors';
import { upgradeLimitMessageIn } from '@evergreen/domain/upgrade-texts';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as arabic } from './pages.ar.po';
import { messages as german } from './pages.de.po';

// The domain's messages, in the UI kit's catalog of pages (the pages that show them bring it): its plurals and the
// database's known errors, as a reader of German or Arabic meets them.
const personal = { ...PLANS[1], maxGraves: 25 } as (typeof PLANS)[number];

afterEach(() => {
  i18n.activate('en');
});

describe("the UI kit's page catalog of the domain's messages", () => {
  it.each([
    ['de', german, 'Sie haben das Limit Ihres Tarifs Personal erreicht: 25 Gedenkseiten...'],
    ['ar', arabic, 'لقد بلغت حد خطة Personal: 25 صفحة تذكارية...'],
  ] as const)('tells a paid plan its limit as a plural in %s', (locale, messages, sentence) => {
    i18n.loadAndActivate({ locale, messages });
    expect(upgradeLimitMessageIn(i18n, 'memorials', personal)).toBe(sentence);
  });

  it("puts the database's photo limit in German, known by its code and hint", () => {
    i18n.loadAndActivate({ locale: 'de', messages: german });
    const refusal = {
      code: 'P0001',
      message: 'Your Free plan allows 10 photos per memorial.',
      hint: 'Upgrade your plan to add more photos.',
    };
    expect(errorText(i18n, refusal, ERRORS.generic)).toBe(
      'Sie haben das Foto-Limit Ihres Tarifs für diese Gedenkseite erreicht. Wechseln Sie den Tarif, um weitere Fotos hinzuzufügen.',
    );
  });
});
