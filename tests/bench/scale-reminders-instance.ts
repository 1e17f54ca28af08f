/**
 * One scheduler instance of the scale-reminders bench, as its own process (scale-reminders.ts
 * forks three of these): opens the database, signs the VAPID keys in, says `ready`, and on `go`
 * runs one reminder tick at the instant given, then answers what it did and exits.
 */
import { initORM } from '../../sync-server/db/orm';
import { vapidKeys } from '../../sync-server/modules/notifications/push.service';
import { runReminderTick } from '../../sync-server/modules/notifications/reminders';

const url = process.env.BENCH_REMINDERS_DB;
if (!url || !process.send) throw new Error('run by scale-reminders.ts with BENCH_REMINDERS_DB');
const orm = await initORM(url);
const deps = {
  orm,
  config: { vapidSubject: 'mailto:bench@virada.app.br', pushAllowInsecureEndpoints: true },
};
await vapidKeys(orm);
process.on('message', async (message: { go: number }) => {
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const result = await runReminderTick(deps, new Date(message.go));
  const cpu = process.cpuUsage(cpuStart);
  process.send!({
    reminded: result.reminded.length,
    sent: result.sent,
    failed: result.failed,
    examined: result.examined,
    ms: performance.now() - started,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
  await orm.close();
  process.exit(0);
});
process.send({ ready: true });
