import type { MemorialCardData } from './MemorialCard';

/** Sample memorials for stories and tests. */
export const sampleMemorial: MemorialCardData = {
  id: 'm1',
  user_id: 'owner',
  full_name: 'Eleanor Grace Whitfield',
  birth_date: '1931-04-12',
  death_date: '2019-11-03',
  cemetery_name: 'Evergreen Cemetery',
  is_public: true,
  image_url: null,
  person_image_url: null,
  created_at: '2024-03-05T10:00:00Z',
};
