import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { defaultSettingsReport } from './config-defaults';
import { startMaintenance } from './maintenance';
import { startReminderScheduler } from './modules/notifications/reminders';
import { startWebinarNoticeJob } from './modules/webinars/webinar-notices';

/**
 * `npm start`: one process serves the web app, the service worker and the API on PORT.
 * The web app is built first when no build exists.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.webRoot && !existsSync(join(config.webRoot, 'index.html'))) {
    console.log('Nenhuma build do app encontrada; gerando agora (leva cerca de um minuto)...');
    const { build } = await import('vite');
    await build({ configFile: join(process.cwd(), 'vite.config.ts'), logLevel: 'warn' });
  }
  const server = await createApp(config);
  const stopMaintenance = startMaintenance(server.deps);
  const stopReminders = startReminderScheduler(server.deps);
  const webinarNotices = startWebinarNoticeJob(server.deps);
  const http = await server.listen(config.port, config.host);
  console.log(`Virada no ar em ${config.publicOrigin} (banco: ${config.databaseUrl.split(':')[0]})`);
  // Which operator settings are still at their defaults: names only, never values.
  for (const line of defaultSettingsReport(process.env)) console.log(line);
  const shutdown = () => {
    stopMaintenance();
    stopReminders();
    // A notice round under way starts nothing more, finishes what it started and gives back the rest.
    const noticesStopped = webinarNotices.stop();
    // Open sockets would keep the HTTP server from closing: they are told to reconnect elsewhere.
    server.live.hub.closeAll();
    http.close(() => void noticesStopped.then(() => server.close()).then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
