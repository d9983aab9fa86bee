import { describe, expect, it } from 'vitest';
import { canSendReport, isSupport, REPORT_DETAILS_MAX, reportDetails } from './moderation';

describe('isSupport', () => {
  it('is the support role in app metadata, nothing else', () => {
    expect(isSupport({ role: 'support', provider: 'email' })).toBe(true);
    expect(isSupport({ provider: 'email' })).toBe(false);
    expect(isSupport({ role: 'Support' })).toBe(false);
    expect(isSupport(null)).toBe(false);
    expect(isSupport(undefined)).toBe(false);
  });
});

describe('canSendReport', () => {
  it('needs a reason, and words for "other"', () => {
    expect(canSendReport(null, 'text')).toBe(false);
    expect(canSendReport('spam', '')).toBe(true);
    expect(canSendReport('other', '   ')).toBe(false);
    expect(canSendReport('other', 'An advert')).toBe(true);
    expect(canSendReport('harassment', 'x'.repeat(REPORT_DETAILS_MAX + 1))).toBe(false);
  });

  it('sends trimmed words, or none', () => {
    expect(reportDetails('  An advert \n')).toBe('An advert');
    expect(reportDetails('   ')).toBeNull();
  });
});
