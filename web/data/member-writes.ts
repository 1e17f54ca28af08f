import type { Assessment, Cents, Checkin, Goal, GoalType, LocalDate, Mood } from '../../shared/domain/types';
import { db, type LocalAssessment, type LocalCheckin, type LocalGoal } from './db';
import { writeWithOutbox } from './outbox-writes';
import { uuidv7 } from './uuid';

export interface CheckinInput {
  date: LocalDate;
  hadRelapse: boolean;
  amountSpentCents: Cents;
  mood: Mood;
  notes: string | null;
  /** Trigger tags, normalised by the form's schema (tagsSchema); none when absent. */
  tags?: string[];
}

export interface AssessmentInput {
  daysPerWeek: number;
  weeklySpendingCents: Cents;
  pgsiAnswers: number[] | null;
}

export interface GoalInput {
  type: GoalType;
  targetDaysPerWeek: number | null;
  targetWeeklySpendingCents: Cents | null;
}

/**
 * Records a check-in (or a relapse: `hadRelapse: true`) for the member. Views that follow
 * `db.checkinFeed` (the dashboard) show it synchronously, before the returned promise settles: it
 * resolves once the record and its outbox row are committed, and rejects (the record taken back
 * from those views) if they could not be. Offline it is saved here as `pending` and counted at
 * once; it is sent when the connection returns. Check-ins are immutable facts with a fresh id,
 * so the server answers `conflict` only if this id was somehow used for other content: the row is
 * then kept and shown with the server's reason.
 */
export async function recordCheckin(userId: string, input: CheckinInput): Promise<LocalCheckin> {
  const notes = input.notes?.trim() || null;
  const checkin: Checkin = {
    id: uuidv7(),
    date: input.date,
    recordedAt: new Date().toISOString(),
    hadRelapse: input.hadRelapse,
    amountSpentCents: input.hadRelapse ? input.amountSpentCents : 0,
    mood: input.mood,
    notes,
    tags: input.tags ?? [],
  };
  const row: LocalCheckin = { ...checkin, userId, syncState: 'pending', syncMessage: null, version: null };
  // On screen in the caller's own task (the submit click); the write starts in the next task, so
  // that Dexie's own work does not hold up the frame that shows it (the commit itself takes tens
  // of milliseconds more). If the write fails the row is taken back and the caller shows the error.
  db.checkinFeed.announce([row]);
  try {
    await nextTask();
    await writeWithOutbox('checkin', row, db.checkins, () => db.checkins.add(row));
  } catch (err) {
    db.checkinFeed.retract([row.id]);
    throw err;
  }
  return row;
}

/**
 * Saves an assessment (the first one starts the journey). Offline it is kept as `pending` and
 * the dashboard uses it at once; it is sent when the connection returns. Retakes are history,
 * never overwrites; a server refusal keeps it here, marked `rejected` with the server's reason.
 */
export async function saveAssessment(userId: string, input: AssessmentInput): Promise<Assessment> {
  const assessment: Assessment = {
    id: uuidv7(),
    completedAt: new Date().toISOString(),
    daysPerWeek: input.daysPerWeek,
    weeklySpendingCents: input.weeklySpendingCents,
    pgsiAnswers: input.pgsiAnswers,
  };
  const row: LocalAssessment = { ...assessment, userId, syncState: 'pending', syncMessage: null };
  await writeWithOutbox('assessment', row, db.assessments, () => db.assessments.add(row));
  return assessment;
}

/**
 * Sets the member's goal; the latest one is current (last writer wins). Offline it is kept as
 * `pending` and shown at once; it is sent when the connection returns. A server refusal keeps it
 * here, marked `rejected` with the server's reason.
 */
export async function saveGoal(userId: string, input: GoalInput): Promise<Goal> {
  const reduction = input.type === 'reduction';
  const goal: Goal = {
    id: uuidv7(),
    setAt: new Date().toISOString(),
    type: input.type,
    targetDaysPerWeek: reduction ? input.targetDaysPerWeek : null,
    targetWeeklySpendingCents: reduction ? input.targetWeeklySpendingCents : null,
  };
  const row: LocalGoal = { ...goal, userId, syncState: 'pending', syncMessage: null };
  await writeWithOutbox('goal', row, db.goals, () => db.goals.add(row));
  return goal;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
