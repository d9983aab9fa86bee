import { randomUUID } from 'node:crypto';
import { backend } from '../../helpers.ts';
import { png } from '../rls-world.ts';
import type { Subject } from './subject.ts';

export const STORAGE: Subject[] = [
  {
    table: 'storage',
    what: "upload into the owner's folder",
    allowed: 'nYnnnY',
    attempt: async (a, w) =>
      !(await a.client.storage.from('grave-images').upload(`${w.owner.id}/${randomUUID()}.png`, png())).error,
  },
  {
    table: 'storage',
    what: 'upload into their own folder',
    allowed: 'nYYYYY',
    attempt: async (a, w) =>
      !(
        await a.client.storage
          .from('person-images')
          .upload(`${a.id ?? w.extra.id}/${randomUUID()}.png`, png())
      ).error,
  },
  {
    table: 'storage',
    what: "delete the owner's photo",
    allowed: 'nYnnnY',
    attempt: async (a, w) => {
      const path = `${w.owner.id}/${randomUUID()}.png`;
      await w.owner.client.storage.from('grave-images').upload(path, png());
      await a.client.storage.from('grave-images').remove([path]);
      return (await fetch(`${backend().url}/storage/v1/object/public/grave-images/${path}`)).status === 404;
    },
  },
  {
    table: 'storage',
    what: "read the owner's photo by its public URL",
    allowed: 'YYYYYY',
    attempt: async (_a, w) => {
      const path = `${w.owner.id}/${randomUUID()}.png`;
      await w.owner.client.storage.from('grave-images').upload(path, png());
      return (await fetch(`${backend().url}/storage/v1/object/public/grave-images/${path}`)).status === 200;
    },
  },
];
