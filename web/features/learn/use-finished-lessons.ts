import { useEffect, useMemo, useState } from 'react';
import { useStoredUser } from '../../lib/stored-user';

/**
 * The lessons the signed-in member finished, on any of their devices (the lesson-progress kind,
 * issue 13), live: a lesson finished here or pulled from another device shows at once. Empty for
 * visitors and psychologists (they keep no course progress), and while it is being read. The
 * data layer loads on demand, so reading a guide costs nothing more.
 */
export function useFinishedLessons(): ReadonlySet<string> {
  const progress = useLessonProgress();
  return useMemo(() => new Set(progress.keys()), [progress]);
}

/** The same, with each finished lesson's plan answers (null for a quiz or a reflection). */
export function useLessonProgress(): ReadonlyMap<string, Record<string, string> | null> {
  const user = useStoredUser();
  const memberId = user && user.userType !== 'psychologist' ? user.id : null;
  const [done, setDone] = useState<ReadonlyMap<string, Record<string, string> | null>>(() => new Map());

  useEffect(() => {
    setDone(new Map());
    if (!memberId) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('../../data/learning-writes').then((m) => {
      if (cancelled) return;
      stop = m.watchLessonProgress(memberId, (rows) =>
        setDone(new Map(rows.map((row) => [row.lessonId, row.answers]))),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [memberId]);

  return done;
}
