import { describe, expect, it } from 'vitest';
import { authScreenOf, displayNameOf, initialsOf, safeNextPath, signInPathFor } from './auth';

describe('safeNextPath', () => {
  it('keeps in-app paths with their query and hash', () => {
    expect(safeNextPath('/dashboard/grave/42?tab=memories#top')).toBe('/dashboard/grave/42?tab=memories#top');
    expect(safeNextPath('/dashboard/settings')).toBe('/dashboard/settings');
  });

  it.each([
    null,
    '',
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
  ])('falls back to /dashboard for %s', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard');
  });
});

describe('signInPathFor', () => {
  it('round-trips a path with a query string through next', () => {
    const link = signInPathFor('/dashboard/reminders?filter=overdue');
    expect(link).toBe('/auth?next=%2Fdashboard%2Freminders%3Ffilter%3Doverdue');
    const next = new URL(link, 'http://localhost').searchParams.get('next');
    expect(safeNextPath(next)).toBe('/dashboard/reminders?filter=overdue');
  });
});

describe('authScreenOf', () => {
  const of = (query: string) => authScreenOf(new URLSearchParams(query));

  it('is the plain sign-in form without a query or with a next that is the default or unsafe', () => {
    const plain = { next: '/dashboard', returning: false, resetting: false };
    expect(of('')).toEqual(plain);
    expect(of('next=%2Fdashboard')).toEqual(plain);
    expect(of('next=https%3A%2F%2Fevil.example')).toEqual(plain);
  });

  it('tells the visitor they return to an in-app page, and knows a reset link', () => {
    expect(of('next=%2Fdashboard%2Fsettings')).toEqual({
      next: '/dashboard/settings',
      returning: true,
      resetting: false,
    });
    expect(of('reset=true')).toMatchObject({ resetting: true });
  });
});

describe('initialsOf', () => {
  it('takes the first and last word of a name', () => {
    expect(initialsOf('Mary Ann Smith')).toBe('MS');
    expect(initialsOf('john')).toBe('JO');
    expect(initialsOf('jane.doe@example.com')).toBe('JD');
  });
});

describe('displayNameOf', () => {
  it('uses the profile name, then the profile e-mail', () => {
    expect(displayNameOf({ profile: { full_name: 'Ada Lovelace', email: 'ada@example.com' } })).toBe(
      'Ada Lovelace',
    );
    expect(displayNameOf({ profile: { full_name: ' ', email: 'ada@example.com' } })).toBe('ada@example.com');
  });

  it('falls back to the session metadata when the profile could not be loaded', () => {
    expect(displayNameOf({ profile: null, metadataName: 'Ada', email: 'ada@example.com' })).toBe('Ada');
    expect(displayNameOf({ profile: null, metadataName: undefined, email: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
  });
});
