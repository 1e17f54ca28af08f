import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from './app';
import { loadConfig } from './config';
import { defaultSettingsReport } from './config-defaults';
import { startMaintenance } from './maintenance';
import { startAnalyticsRollupJob } from './modules/admin/analytics-rollup';
import { startFanOutJob } from './modules/admin/fan-out-kinds';
import { startCommunityStatsJob } from './modules/community/community-stats';
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
  const reminders = startReminderScheduler(server.deps);
  const webinarNotices = startWebinarNoticeJob(server.deps);
  // The landing page's community figures: re-read every 15 s, recounted by one instance a period.
  const communityStats = startCommunityStatsJob(server.deps);
  // The admin analytics rollup: what arrived since the last round, counted by one instance a round.
  const analyticsRollup = startAnalyticsRollupJob(server.deps);
  const fanOutJobs = startFanOutJob(server.deps);
  const http = await server.listen(config.port, config.host);
  console.log(`Virada no ar em ${config.publicOrigin} (banco: ${config.databaseUrl.split(':')[0]})`);
  // Which operator settings are still at their defaults: names only, never values.
  for (const line of defaultSettingsReport(process.env)) console.log(line);
  const shutdown = () => {
    stopMaintenance();
    // A reminder tick finishes the sends it started and gives back its other claims (reminders.ts).
    const remindersStopped = reminders.stop();
    // A notice round under way starts nothing more, finishes what it started and gives back the rest.
    const noticesStopped = webinarNotices.stop();
    const statsStopped = communityStats.stop();
    // A round under way finishes its chunk and starts no other (the next round goes on from there).
    const rollupStopped = analyticsRollup.stop();
    // Broadcasts the same way: unstarted claims are given back for another instance (fan-out-jobs.ts).
    const jobsStopped = fanOutJobs.stop();
    // Open sockets would keep the HTTP server from closing: they are told to reconnect elsewhere.
    server.live.hub.closeAll();
    http.close(
      () =>
        void Promise.all([remindersStopped, noticesStopped, jobsStopped, statsStopped, rollupStopped])
          .then(() => server.close())
          .then(() => process.exit(0)),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
