import type { Cron } from 'croner';
import { optionsFromEnv } from './config.ts';
import { DEMO_SUPPORT_USER, DEMO_USER } from './db/seed.ts';
import { scheduleReminderEmails } from './functions/reminder-schedule.ts';
import { startServer } from './server.ts';

const options = optionsFromEnv(process.env, process.argv.slice(2));

function fail(error: unknown): never {
  console.error(`\nThe backend could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const server = await startServer(options, {
  onFatal: (error) => {
    console.error(`\nThe backend is stopping: ${error.message}`);
    void server.close().finally(() => process.exit(1));
  },
}).catch(fail);

// Only the CLI server schedules the job: test servers (startServer) run it on demand, with a known clock.
let reminderJob: Cron | undefined;
if (options.reminderEmailsCron) {
  try {
    reminderJob = scheduleReminderEmails(server.context, options.reminderEmailsCron);
  } catch (error) {
    fail(new Error(`REMINDER_EMAILS_CRON: ${error instanceof Error ? error.message : String(error)}`));
  }
}

const { smtpServer } = server.context.mailer;
const mailGoesTo = smtpServer ? `SMTP ${smtpServer}` : `${server.context.publicUrl}/mailbox`;

console.log(`
Evergreen Memorials backend on ${server.url} (${options.databaseUrl ? 'PostgreSQL' : `PGlite in ${options.dataDir}`})
  API URL      ${server.context.publicUrl}
  anon key     ${server.context.keys.anonKey}
  mail         ${mailGoesTo}
  reminders    ${options.reminderEmailsCron ? `e-mails on cron "${options.reminderEmailsCron}"` : 'e-mails off (REMINDER_EMAILS_CRON=off)'}
  keys file    ${options.dataDir}/keys.json${options.seed ? `\n  demo login   ${DEMO_USER.email} / ${DEMO_USER.password}\n  support      ${DEMO_SUPPORT_USER.email} / ${DEMO_SUPPORT_USER.password} (moderation screen)` : ''}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    reminderJob?.stop();
    void server.close().finally(() => process.exit(0));
  });
}
