import { describe, expect, it } from 'vitest';
import { postRefusalOf, tributeNote } from './posting';

describe('postRefusalOf', () => {
  it("reads the guard's stable code from PostgREST's details", () => {
    expect(postRefusalOf({ code: 'PT400', details: 'post_too_fast', message: 'x' })).toBe('too_fast');
    expect(postRefusalOf({ code: 'PT400', details: 'post_token_invalid' })).toBe('form_expired');
    expect(postRefusalOf({ code: 'PT429', details: 'post_rate_memorial' })).toBe('memorial_busy');
    expect(postRefusalOf({ code: 'PT429', details: 'post_rate_address' })).toBe('too_many');
  });

  it('answers null for anything else', () => {
    expect(postRefusalOf({ code: '23514', details: null, message: 'check' })).toBeNull();
    expect(postRefusalOf({ details: 'toString' })).toBeNull();
    expect(postRefusalOf(new Error('network'))).toBeNull();
    expect(postRefusalOf(null)).toBeNull();
  });
});

describe('tributeNote', () => {
  it('trims, and leaves out an empty note', () => {
    expect(tributeNote('  For you  ')).toBe('For you');
    expect(tributeNote('   ')).toBeNull();
  });
});
