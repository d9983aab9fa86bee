import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import backend, { ENGINE_TESTS } from './vitest.config';

// `pnpm test:postgres`: the tests that depend on the database engine, on PostgreSQL (see ENGINE_TESTS).
const missing = ENGINE_TESTS.filter((file) => !existsSync(new URL(file, import.meta.url)));
if (missing.length > 0) throw new Error(`ENGINE_TESTS names files that do not exist: ${missing.join(', ')}`);

export default defineConfig({ ...backend, test: { ...backend.test, include: ENGINE_TESTS } });
