import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isLocale, SOURCE_LOCALE } from '@evergreen/domain/locale';
import { formatter } from '@lingui/format-po';
import { APPS, WORKSPACE } from './apps';

// `pnpm messages:check` (a CI step): every catalog says exactly what its code says, in every locale. Fails on a
// message in the code that the catalogs lack (extract not run), a message the catalogs keep that the code no longer
// has (unused), and a message with no translation in es, de, fr or ar. The pseudo-locale is made from English in
// the browser (design-system/src/messages/pseudo.ts), never written. The check extracts into the catalogs as
// `pnpm messages` does and puts them back as they were. The server's catalog (packages/backend) is also committed compiled, for the Deno functions: it fails when that is stale.

const CATALOG_DIRS = [...APPS.map((app) => app.dir), 'packages/design-system', 'packages/backend'];

/** Where a package keeps its catalogs, when not in src/locales. */
const LOCALES_OF: Readonly<Record<string, string>> = {
  'packages/backend': 'supabase/functions/_shared/messages',
};

/** Packages that commit their catalogs compiled too: the command (in the package) that fails when that is stale. */
const COMPILED_CHECK: Readonly<Record<string, readonly string[]>> = {
  'packages/backend': ['exec', 'tsx', 'bin/compile-messages.ts', '--check'],
};

const po = formatter({ lineNumbers: false });

function catalogFiles(dir: string): Map<string, string> {
  const locales = join(WORKSPACE, dir, LOCALES_OF[dir] ?? 'src/locales');
  if (!existsSync(locales)) return new Map();
  return new Map(
    readdirSync(locales)
      .filter((file) => file.endsWith('.po'))
      .map((file) => [join(locales, file), readFileSync(join(locales, file), 'utf8')]),
  );
}

/** A catalog without its header, whose creation date changes at every extraction. */
const withoutHeader = (text: string) => text.replace(/^msgid ""\nmsgstr ""\n(".*"\n)*/, '');

const problems: string[] = [];
for (const dir of CATALOG_DIRS) {
  const before = catalogFiles(dir);
  const extracted = spawnSync('pnpm', ['exec', 'lingui', 'extract', '--clean'], {
    cwd: join(WORKSPACE, dir),
    encoding: 'utf8',
  });
  const after = catalogFiles(dir);
  for (const [file, text] of before) writeFileSync(file, text);
  const compile = COMPILED_CHECK[dir];
  if (compile) {
    const compiled = spawnSync('pnpm', [...compile], { cwd: join(WORKSPACE, dir), encoding: 'utf8' });
    if (compiled.status !== 0) problems.push(`${dir}: ${compiled.stdout}${compiled.stderr}`.trim());
  }
  if (extracted.status !== 0) {
    problems.push(`${dir}: lingui extract failed\n${extracted.stdout}${extracted.stderr}`);
    continue;
  }
  for (const [file, text] of after) {
    const name = relative(WORKSPACE, file);
    if (!before.has(file)) problems.push(`${name}: missing (run pnpm messages)`);
    else if (withoutHeader(before.get(file) ?? '') !== withoutHeader(text)) {
      problems.push(
        `${name}: not what the code says: a message was added, changed or removed (run pnpm messages)`,
      );
    }
  }
  for (const [file, text] of before) {
    // `{locale}.po`, or `<part>.{locale}.po` for an app that splits its catalog (mf-public's landing page).
    const locale = file.replace(/^.*\/(?:[^/]*\.)?([^./]+)\.po$/, '$1');
    if (!isLocale(locale) || locale === SOURCE_LOCALE) continue;
    const catalog = po.parse(text, { locale, sourceLocale: SOURCE_LOCALE, filename: file }) as Record<
      string,
      { message?: string; translation?: string }
    >;
    const untranslated = Object.values(catalog).filter((entry) => !entry.translation?.trim());
    for (const entry of untranslated) {
      problems.push(`${relative(WORKSPACE, file)}: no translation for "${entry.message}"`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} problem(s) in the message catalogs`);
  process.exit(1);
}
console.log(`Every catalog matches its code and is translated (${CATALOG_DIRS.join(', ')})`);
