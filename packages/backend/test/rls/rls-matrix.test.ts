import { beforeAll, describe, expect, it } from 'vitest';
import { SUBJECTS } from './rls-cases/index.ts';
import { ACTORS, buildWorld, type World } from './rls-world.ts';

// Row-level security matrix: every actor x every table x read/create/change/delete, each case a real request
// through supabase-js, checked afterwards with the service role rather than trusting the answer.

let world: World;
beforeAll(async () => {
  world = await buildWorld();
});

for (const subject of SUBJECTS) {
  describe(`${subject.table}: ${subject.what}`, () => {
    ACTORS.forEach((actor, index) => {
      const allowed = subject.allowed[index] === 'Y';
      it(`${actor} ${allowed ? 'may' : 'may not'}`, async () => {
        expect(await subject.attempt(world.actors[actor], world)).toBe(allowed);
      });
    });
  });
}

it('covers every actor for every subject', () => {
  expect(SUBJECTS.every((subject) => /^[Yn]{6}$/.test(subject.allowed))).toBe(true);
  expect(SUBJECTS.length * ACTORS.length).toBeGreaterThanOrEqual(150);
});
