import { planById } from '@evergreen/domain/plans';
import type { MyPlan, PlanLimits } from '@evergreen/domain/subscription';
import type { Tables } from '@evergreen/supabase-client';
import type { VisitorMemory } from '../features/memories/api/get-memories';

type GraveRow = Tables<'graves'>;

/** The people and rows the screen stories show: one owner, one relative they shared with, their memorials. */

export const OWNER_ID = '0a000000-0000-4000-8000-000000000001';
/** A cousin: owns one memorial shared with the owner, and is a viewer of the owner's Eleanor. */
export const VIEWER_ID = '0b000000-0000-4000-8000-000000000002';

/** A picture drawn in place, so stories never load an image from anywhere. */
function scene(sky: string, grass: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="360"><rect width="800" height="360" fill="${sky}"/><rect y="200" width="800" height="160" fill="${grass}"/><rect x="360" y="90" width="80" height="170" fill="#9a9aa3"/></svg>`,
  )}`;
}

export function memorialRow(overrides: Partial<GraveRow> = {}): GraveRow {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    user_id: OWNER_ID,
    created_by: OWNER_ID,
    slug: null,
    full_name: 'Eleanor Grace Whitfield',
    birth_date: '1931-04-12',
    death_date: '2019-11-03',
    cemetery_name: 'Evergreen Cemetery',
    cemetery_id: null,
    other_names: null,
    plot_number: '14B',
    section: 'Maple Grove',
    description:
      'Teacher, gardener and grandmother of seven. She taught two generations of our town to read.',
    epitaph: 'Forever in our hearts',
    memories: 'Sunday lunches, her roses, and the songs she hummed while baking.',
    is_public: false,
    hide_from_search: false,
    memory_approval: 'at_once',
    image_url: scene('#b9c4ee', '#48a06d'),
    person_image_url: null,
    latitude: null,
    longitude: null,
    created_at: '2024-03-05T10:00:00Z',
    updated_at: '2024-03-05T10:00:00Z',
    ...overrides,
  };
}

export const ELEANOR = memorialRow();

export const MEMORIALS: readonly GraveRow[] = [
  ELEANOR,
  memorialRow({
    id: '22222222-2222-4222-8222-222222222222',
    full_name: 'Thomas Edward Whitfield',
    birth_date: '1928-09-30',
    death_date: '2011-02-14',
    epitaph: 'A gentle soul',
    is_public: true,
    slug: 'thomas-whitfield',
    image_url: scene('#f3d9b1', '#6b8f4e'),
    created_at: '2024-02-11T09:00:00Z',
  }),
  memorialRow({
    id: '33333333-3333-4333-8333-333333333333',
    full_name: 'Rose Marie Delacroix',
    birth_date: '1950-06-02',
    death_date: '2022-12-24',
    cemetery_name: 'St. Anne Churchyard',
    epitaph: null,
    image_url: null,
    created_at: '2023-12-01T12:00:00Z',
  }),
  // Someone else's, shared with the owner: listed under "Shared With You".
  memorialRow({
    id: '44444444-4444-4444-8444-444444444444',
    user_id: VIEWER_ID,
    created_by: VIEWER_ID,
    full_name: 'Walter James Okafor',
    birth_date: '1940-01-20',
    death_date: '2020-08-09',
    cemetery_name: 'Riverside Memorial Park',
    epitaph: 'Loved beyond words',
    image_url: scene('#cfe3f0', '#5f8f6a'),
    created_at: '2023-10-15T08:00:00Z',
  }),
];

export function limitsOf(id: 'free' | 'personal' | 'family'): PlanLimits {
  const { name, maxGraves, maxCollaborators, hasAdvancedFeatures } = planById(id);
  return { id, name, maxGraves, maxCollaborators, hasAdvancedFeatures };
}

/** What `my_plan()` answers for a user of this plan with this many memorials and collaborators. */
export function myPlan(
  id: 'free' | 'personal' | 'family',
  gravesCount: number,
  collaboratorsCount = 0,
): MyPlan {
  return {
    plan: limitsOf(id),
    gravesCount,
    collaboratorsCount,
    subscription:
      id === 'free'
        ? { status: null, cardBrand: null, cardLast4: null }
        : { status: 'active', cardBrand: 'visa', cardLast4: '4242' },
  };
}

/** Eleanor's gallery: three photos of the Personal plan's 100, as the gallery api answers them. */
export const GALLERY = {
  photos: (
    [
      ['The garden in June', '#f3d9b1', '#6b8f4e'],
      ['Sunday at the lake', '#b9c4ee', '#3f7fb0'],
      ['', '#e8d4e8', '#8a6f9e'],
    ] as const
  ).map(([caption, sky, grass], index) => ({
    id: `c1000000-0000-4000-8000-00000000000${index + 1}`,
    caption,
    storagePath: `${OWNER_ID}/gallery-${index + 1}.png`,
    url: scene(sky, grass),
    thumbnail: scene(sky, grass),
  })),
  limit: 100,
  limitMessage: 'Your Personal plan allows 100 photos per memorial.',
};

/** Memories visitors left on Eleanor's page, newest first, as the memories api answers them. */
export const VISITOR_MEMORIES = [
  {
    id: 'a1000000-0000-4000-8000-000000000001',
    user_id: VIEWER_ID,
    memory_text: 'She let me help with the roses every summer and never once minded the mess I made.',
    created_at: '2024-05-12T15:30:00Z',
    updated_at: '2024-05-12T15:30:00Z',
    status: 'published',
    author_name: 'Daniel Okafor',
  },
  {
    id: 'a1000000-0000-4000-8000-000000000002',
    user_id: '0c000000-0000-4000-8000-000000000003',
    memory_text: 'Mrs. Whitfield taught me to read in 1968. I still have the book she gave me.',
    created_at: '2024-04-02T10:00:00Z',
    updated_at: '2024-04-02T10:00:00Z',
    status: 'published',
    author_name: null,
  },
] satisfies VisitorMemory[];

/** Eleanor's linked family, as the family api answers it: parents, a husband, a sister and a son. */
export const FAMILY_MEMBERS = (
  [
    ['parent', 'Walter Whitfield', '1905-02-11', '1979-09-30'],
    ['parent', 'Margaret Whitfield', '1908-06-02', '1990-01-17'],
    ['spouse', 'Thomas Whitfield', '1929-11-20', '2010-04-08'],
    ['sibling', 'Ruth Whitfield', '1934-03-05', null],
    ['child', 'James Whitfield', '1958-07-14', null],
  ] as const
).map(([relation, name, birthDate, deathDate], index) => ({
  linkId: `f1000000-0000-4000-8000-00000000000${index + 1}`,
  id: `f2000000-0000-4000-8000-00000000000${index + 1}`,
  relation,
  name,
  birthDate,
  deathDate,
  isPublic: true,
  slug: null,
}));
