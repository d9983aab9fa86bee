import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';

const valid = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon',
  remotes: {
    mf_public: 'http://localhost:3001/mf-manifest.json',
    mf_memorials: 'http://localhost:3002/mf-manifest.json',
    mf_reminders: 'http://localhost:3003/mf-manifest.json',
    mf_billing: 'http://localhost:3004/mf-manifest.json',
  },
  mapTileUrl: 'http://localhost/{z}/{x}/{y}.png',
  geocoderUrl: 'http://localhost/search',
};

describe('parseAppConfig', () => {
  it('accepts a complete configuration', () => {
    expect(parseAppConfig(valid)).toEqual(valid);
  });

  it('names the missing remote', () => {
    const { mf_billing: _omitted, ...remotes } = valid.remotes;
    expect(() => parseAppConfig({ ...valid, remotes })).toThrow('"mf_billing" must be a string');
  });

  it('refuses something that is not an object', () => {
    expect(() => parseAppConfig('nope')).toThrow('must hold a JSON object');
  });
});
