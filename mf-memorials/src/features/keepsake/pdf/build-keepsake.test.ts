import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages as arabicMessages } from '../../../locales/ar.po';
import { keepsakeDates } from '../api/get-keepsake-content';
import { buildKeepsake } from './build-keepsake';
import { eleanor, embeddedFontFiles, pdfPagesText, testArabicFonts, testFonts } from './test-support';

describe('buildKeepsake', () => {
  it('basic: one page with the name, dates, epitaph, About and Family Memories, fonts embedded', async () => {
    const bytes = await buildKeepsake('basic', eleanor(), testFonts());
    const pages = await pdfPagesText(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    expect(text).toContain('Eleanor Grace Whitfield');
    expect(text).toContain('May 4, 1931 - March 3, 2024');
    expect(text).toContain('“Forever in our hearts”');
    expect(text).toContain('About');
    expect(text).toContain('Eleanor taught music at the village school for forty years.');
    expect(text).toContain('Family Memories');
    expect(text).toContain('blackberry pies for the grandchildren.');
    // The basic keepsake is Personal's: no booklet pages.
    expect(text).not.toContain('Greenwood Cemetery');
    expect(await embeddedFontFiles(bytes)).toBe(3);
  });

  it('basic: a long story continues on a second page', async () => {
    const about = Array.from({ length: 40 }, (_, n) => `Paragraph ${n + 1} of a long life.`).join('\n');
    const pages = await pdfPagesText(await buildKeepsake('basic', eleanor({ about }), testFonts()));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Paragraph 40 of a long life.');
  });

  it('rich: a booklet with cover, story, gallery with captions, memories and the resting place', async () => {
    const pages = await pdfPagesText(await buildKeepsake('rich', eleanor(), testFonts()));
    // Cover, story, two gallery pages (three photos), memories, location.
    expect(pages).toHaveLength(6);
    expect(pages[0]).toContain('In Loving Memory');
    expect(pages[0]).toContain('Eleanor Grace Whitfield');
    expect(pages[0]).toContain('“Forever in our hearts”');
    expect(pages[1]).toContain('Eleanor taught music');
    expect(pages[2]).toContain('The rose garden, June 1975');
    expect(pages[2]).toContain('At the piano');
    expect(pages[3]).toContain('Her eightieth birthday');
    expect(pages[4]).toContain('She taught me to play the piano.');
    expect(pages[4]).toContain('Thomas Reed, March 10, 2024');
    expect(pages[5]).toContain('Cemetery: Greenwood Cemetery');
    expect(pages[5]).toContain('Section: North Garden');
    expect(pages[5]).toContain('Plot: B-14');
    expect(pages[5]).toContain('https://evergreen.test/graves/eleanor-whitfield');
    expect(pages[5]).toContain('6 of 6');
  });

  it('rich: prints a long public address on one line', async () => {
    const publicUrl = 'https://memorials.example.org:54399/graves/2a8f3ecb-de5d-4d12-bc42-a920029f7882';
    const pages = await pdfPagesText(await buildKeepsake('rich', eleanor({ publicUrl }), testFonts()));
    expect(pages.at(-1)).toContain(publicUrl);
  });

  it('rich: leaves out what the memorial does not have', async () => {
    const content = eleanor({
      about: null,
      familyMemories: null,
      gallery: [],
      memories: [],
      photo: null,
      publicUrl: null,
      qrCode: null,
    });
    const pages = await pdfPagesText(await buildKeepsake('rich', content, testFonts()));
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Plot: B-14');
    expect(pages[1]).not.toContain('Visit the memorial online');
  });
});

describe('buildKeepsake in Arabic', () => {
  beforeAll(() => i18n.load('ar', arabicMessages));
  beforeEach(() => i18n.activate('ar'));
  afterEach(() => i18n.activate('en'));

  it('writes the booklet right to left with the Arabic font: Arabic titles, the name, dates in Arabic', async () => {
    const dates = keepsakeDates('ar', { birth_date: '1931-05-04', death_date: '2024-03-03' });
    const bytes = await buildKeepsake('rich', eleanor({ dates }), testArabicFonts());
    // Arabic is drawn in its joined forms (Unicode's presentation forms), which read back as the letters (NFKC).
    const pages = (await pdfPagesText(bytes)).map((page) => page.normalize('NFKC'));
    expect(pages).toHaveLength(6);
    expect(pages[0]).toContain('في ذكرى محبة');
    expect(pages[0]).toContain('Eleanor Grace Whitfield');
    expect(pages[0]).toContain('مايو');
    expect(pages[1]).toContain('نبذة');
    expect(pages[4]).toContain('ذكريات الزوار');
    expect(pages[5]).toContain('مثواه الأخير');
    expect(pages[5]).toContain('Greenwood Cemetery');
    expect(pages[5]).not.toContain('Cemetery:');
    // DejaVu Serif's three faces and Noto Naskh Arabic's two.
    expect(await embeddedFontFiles(bytes)).toBe(5);
  });

  it('writes an Arabic name as it is read', async () => {
    const content = eleanor({ name: 'فاطمة الزهراء', about: 'كانت تعلم الموسيقى.' });
    const pages = (await pdfPagesText(await buildKeepsake('basic', content, testArabicFonts()))).map((page) =>
      page.normalize('NFKC'),
    );
    expect(pages[0]).toContain('فاطمة الزهراء');
    expect(pages[0]).toContain('نبذة');
    expect(pages[0]).toContain('كانت تعلم');
  });
});
