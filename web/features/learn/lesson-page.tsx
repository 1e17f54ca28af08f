import './learn.css';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ArrowRight, CheckCircle2, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Course, isCourseComplete } from '../../../shared/domain/learn';
import { resolveTimeZone } from '../../../shared/domain/zoned';
import { coursePageTexts as c, learnPageTexts as t } from '../../../shared/texts/learn.texts';
import { ContentBlocks } from '../../components/content/content-blocks';
import { trackView } from '../../lib/analytics';
import { memberToday } from '../../lib/member-today';
import { useStoredUser } from '../../lib/stored-user';
import { showToast } from '../../lib/toaster';
import type { LoadedLesson } from './content-loader';
import { PlanExercise } from './exercises/plan-exercise';
import { QuizExercise } from './exercises/quiz-exercise';
import { ReflectionExercise } from './exercises/reflection-exercise';
import { rememberLastRead } from './last-read';
import { useLessonProgress } from './use-finished-lessons';

/**
 * /learn/$courseId/$lessonId: one lesson of a course (issue 13), its text and its exercise. A
 * member finishes it offline or not: it shows as done at once and on their other devices after
 * sync; the last lesson of a course earns the course's medal.
 */
export function LessonPage({ course, lesson }: { course: Course; lesson: LoadedLesson }) {
  const { meta, exercise } = lesson.doc;
  const user = useStoredUser();
  const member = user && user.userType !== 'psychologist' ? user : null;
  const progress = useLessonProgress();
  const finished = progress.has(meta.lessonId);
  const index = course.lessons.findIndex((l) => l.id === meta.lessonId);
  const next = course.lessons[index + 1];
  const [quizDone, setQuizDone] = useState(false);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stored = progress.get(meta.lessonId);

  useEffect(() => {
    trackView('content_viewed', `lesson:${meta.courseId}/${meta.lessonId}`);
    rememberLastRead({ href: `/learn/${meta.courseId}/${meta.lessonId}`, title: meta.title, kind: 'lesson' });
  }, [meta.courseId, meta.lessonId, meta.title]);

  const finish = async () => {
    if (!member) return;
    if (exercise.type === 'quiz' && !quizDone) return setError(c.quizAnswerAll);
    setSaving(true);
    setError(null);
    try {
      const { finishLesson } = await import('../../data/learning-writes');
      const kept = Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim()));
      await finishLesson(member.id, {
        courseId: course.id,
        lessonId: meta.lessonId,
        answers: exercise.type === 'plan' && Object.keys(kept).length ? kept : null,
      });
      const nowDone = new Set([...progress.keys(), meta.lessonId]);
      showToast({ title: isCourseComplete(course, nowDone) ? c.courseFinished : c.finished });
    } catch {
      setError(c.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const saveReflection =
    member && exercise.type === 'reflection'
      ? async (answer: string) => {
          const { saveReflectionToDiary } = await import('../../data/learning-writes');
          await saveReflectionToDiary(member.id, {
            date: memberToday(resolveTimeZone(member.timezone)),
            lessonTitle: meta.title,
            prompt: exercise.prompt,
            answer,
          });
        }
      : null;

  return (
    <article className="container page learn-article" aria-labelledby="page-title">
      <Link to="/learn/$courseId" params={{ courseId: course.id }} className="learn-back">
        <ArrowLeft size={16} aria-hidden="true" /> {course.title}
      </Link>
      <header className="learn-article-header">
        <p className="learn-category">{c.lessonOf(index + 1, course.lessons.length)}</p>
        <h1 id="page-title">{meta.title}</h1>
        <p className="learn-meta muted">
          <Clock size={16} aria-hidden="true" /> {t.readingTime(meta.readingMinutes)}
          {finished && (
            <span className="learn-done">
              {' '}
              · <CheckCircle2 size={16} aria-hidden="true" /> {c.lessonDone}
            </span>
          )}
        </p>
      </header>
      <div className="content-body">
        <ContentBlocks blocks={lesson.doc.blocks} widgets={lesson.widgets} />
      </div>

      <section className="learn-exercise card" aria-labelledby="learn-exercise-title">
        <h2 id="learn-exercise-title">{c.exerciseTitle}</h2>
        {exercise.type === 'quiz' && <QuizExercise questions={exercise.questions} onAnswered={setQuizDone} />}
        {exercise.type === 'reflection' && (
          <ReflectionExercise prompt={exercise.prompt} onSave={saveReflection} />
        )}
        {exercise.type === 'plan' && (
          <PlanExercise
            fields={exercise.fields}
            answers={finished && stored ? stored : answers}
            onChange={setAnswers}
            readOnly={finished}
          />
        )}
      </section>

      <footer className="learn-lesson-footer">
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {member ? (
          finished ? (
            <p className="learn-done" role="status">
              <CheckCircle2 size={18} aria-hidden="true" /> {c.finished}
            </p>
          ) : (
            <button type="button" className="btn btn-primary" onClick={finish} disabled={saving}>
              {c.finish}
            </button>
          )
        ) : user ? (
          <p className="muted">{c.psychologistNote}</p>
        ) : (
          <p className="muted">
            {c.signInToSave}{' '}
            <Link to="/login" search={{ redirect: `/learn/${course.id}/${meta.lessonId}` }}>
              {c.signIn}
            </Link>
          </p>
        )}
        {next ? (
          <Link
            to="/learn/$courseId/$lessonId"
            params={{ courseId: course.id, lessonId: next.id }}
            className="btn btn-secondary"
          >
            {c.next}: {next.title} <ArrowRight size={16} aria-hidden="true" />
          </Link>
        ) : (
          <Link to="/learn/$courseId" params={{ courseId: course.id }} className="btn btn-secondary">
            {c.backToCourse}
          </Link>
        )}
      </footer>
    </article>
  );
}
