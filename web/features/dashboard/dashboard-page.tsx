import './dashboard.css';
import { memo, useCallback, useMemo, useState } from 'react';
import { resolveTimeZone } from '../../../shared/domain/zoned';
import { useMemberData } from '../../data/use-member-data';
import { dayDisagreement, deviceToday, memberToday } from '../../lib/member-today';
import { useClockOffset } from '../../lib/server-clock';
import { useStoredUser } from '../../lib/stored-user';
import { usePageTitle } from '../../lib/use-page-title';
import { useSiteInfo } from '../../lib/use-site-info';
import { BlockerCard } from '../blocker/blocker-entry';
import { RecentAchievements } from '../medals/recent-achievements';
import { MoodChartCard } from '../mood-chart/mood-chart-card';
import { DailyQuoteCard } from './daily-quote-card';
import { DashboardDialogs, type DialogKind } from './dashboard-dialogs';
import { DashboardGreeting } from './dashboard-greeting';
import { CheckinButton, DashboardShortcuts } from './dashboard-shortcuts';
import { DashboardFetching, DashboardLoading, DashboardNoData } from './dashboard-states';
import { DebtPartnerCard } from './debt-partner-card';
import { GoalCard } from './goal-card';
import { HistoryList } from './history-list';
import { MoneySavedCard } from './money-saved-card';
import { QuickActions } from './quick-actions';
import { RejectedNotice } from './rejected-notice';
import { SituationCard } from './situation-card';
import { StreakTimerCard } from './streak-timer-card';
import { useDialogParam } from './use-dialog-param';

const DashboardBlockerCard = memo(BlockerCard);

/**
 * The member dashboard (spec §2), rendered from IndexedDB: it works offline, a new check-in shows
 * at once, and the server's numbers replace the local ones when they arrive. The cards are
 * memoised and get stable callbacks, so a write re-renders only the cards whose data changed.
 */
export function DashboardPage() {
  usePageTitle('Meu painel');
  const user = useStoredUser();
  const data = useMemberData(user);
  const links = useSiteInfo()?.links;
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const open = useMemo(() => {
    // A toast still on screen moves above the sheet as the dialog opens (lib/toaster.ts).
    const opener = (kind: DialogKind) => () => setDialog(kind);
    return { checkin: opener('checkin'), relapse: opener('relapse'), blocker: opener('blocker') };
  }, []);
  const closeDialog = useCallback(() => setDialog(null), []);
  useDialogParam(open);
  // Renders again when an answer shows this device's clock is (or no longer is) off.
  useClockOffset();

  if (!user || data.loading) return <DashboardLoading />;
  const d = data.dashboard;
  if (!d) return data.pulled ? <DashboardNoData /> : <DashboardFetching />;

  const timeZone = resolveTimeZone(user.timezone);
  // "Today" by the server's clock; the device's own only matters when the two disagree by days.
  const today = memberToday(timeZone);
  const onDevice = deviceToday(timeZone);
  const deviceDay = dayDisagreement(today, onDevice) ? onDevice : null;

  return (
    <div className="container page dash">
      <DashboardGreeting
        name={user.name || d.user.name}
        daysSinceStart={d.daysSinceStart}
        achievements={d.recentAchievements}
        onOpenBlocker={open.blocker}
      />
      <div className="dash-grid">
        <RejectedNotice rejected={data.rejected} />
        <DailyQuoteCard timeZone={timeZone} today={today} />
        <StreakTimerCard streakStartTime={d.streakStartTime} bestStreak={d.bestStreak} />
        <MoneySavedCard moneySaved={d.moneySaved} />
        <DashboardBlockerCard onOpen={open.blocker} />
        <div className="dash-actions">
          <CheckinButton onOpen={open.checkin} />
          <DashboardShortcuts />
        </div>
        <HistoryList items={data.history} timeZone={timeZone} />
        <MoodChartCard moodData={data.moodData} today={today} onCheckin={open.checkin} />
        <RecentAchievements userId={user.id} timeZone={timeZone} achievements={d.recentAchievements} />
        <QuickActions onRelapse={open.relapse} supportGroupsUrl={links?.supportGroups} />
        {d.assessment && <SituationCard assessment={d.assessment} averageDailySpend={d.averageDailySpend} />}
        {d.goal && <GoalCard goal={d.goal} thisWeek={d.thisWeek} />}
        <DebtPartnerCard url={links?.debtPartner} />
      </div>
      <DashboardDialogs
        open={dialog}
        onClose={closeDialog}
        userId={user.id}
        today={today}
        deviceDay={deviceDay}
      />
    </div>
  );
}
