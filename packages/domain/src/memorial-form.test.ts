import { describe, expect, it } from 'vitest';
import {
  canEditMemorial,
  EMPTY_MEMORIAL_FORM,
  hasFullName,
  isUuid,
  toFormValues,
  toMemorialFields,
  WIZARD_STEPS,
} from './memorial-form';

describe('memorial form', () => {
  it('requires a full name after trimming', () => {
    expect(hasFullName({ full_name: '   ' })).toBe(false);
    expect(hasFullName({ full_name: 'Ada' })).toBe(true);
  });

  it('stores empty optional fields as null and trims text', () => {
    const fields = toMemorialFields({
      ...EMPTY_MEMORIAL_FORM,
      full_name: ' Ada Lovelace ',
      cemetery_name: '  ',
      epitaph: ' Forever ',
    });
    expect(fields).toMatchObject({ full_name: 'Ada Lovelace', cemetery_name: null, epitaph: 'Forever' });
    expect(fields.birth_date).toBeNull();
  });

  it('round-trips through the form', () => {
    const fields = toMemorialFields({ ...EMPTY_MEMORIAL_FORM, full_name: 'Ada', latitude: 1, longitude: 2 });
    expect(toMemorialFields(toFormValues(fields))).toEqual(fields);
    const hidden = toMemorialFields({
      ...EMPTY_MEMORIAL_FORM,
      full_name: 'Ada',
      is_public: true,
      hide_from_search: true,
    });
    expect(hidden).toMatchObject({ is_public: true, hide_from_search: true });
    expect(toFormValues(hidden).hide_from_search).toBe(true);
  });

  it('has the four wizard steps in order', () => {
    expect(WIZARD_STEPS).toEqual(['Basic Info', 'Location', 'Photos', 'Details']);
  });

  it('tells ids from slugs and who may edit', () => {
    expect(isUuid('1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe(true);
    expect(isUuid('demo')).toBe(false);
    expect(canEditMemorial('owner')).toBe(true);
    expect(canEditMemorial('editor')).toBe(true);
    expect(canEditMemorial('viewer')).toBe(false);
    expect(canEditMemorial('visitor')).toBe(false);
  });
});
