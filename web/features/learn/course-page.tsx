import './learn.css';
import catalog from 'virtual:learn-catalog';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, CheckCircle2, Circle, Clock } from 'lucide-react';
import { type Course, isCourseComplete, learnCategoryTitle } from '../../../shared/domain/learn';
import { coursePageTexts as c, learnPageTexts as t } from '../../../shared/texts/learn.texts';
import { useStoredUser } from '../../lib/stored-user';
import { usePageTitle } from '../../lib/use-page-title';
import { courseMinutes } from './learn-cards';
import { useFinishedLessons } from './use-finished-lessons';

/** /learn/$courseId: a course, its lessons in order and how far the member got (issue 13). */
export function CoursePage({ course }: { course: Course }) {
  usePageTitle(course.title);
  const user = useStoredUser();
  const done = useFinishedLessons();
  const finished = course.lessons.filter((lesson) => done.has(lesson.id)).length;
  const next = course.lessons.find((lesson) => !done.has(lesson.id)) ?? course.lessons[0];
  const minutes = new Map(catalog.lessons.map((l) => [l.lessonId, l.readingMinutes]));

  return (
    <section className="container page learn-article" aria-labelledby="page-title">
      <Link to="/learn" className="learn-back">
        <ArrowLeft size={16} aria-hidden="true" /> {t.back}
      </Link>
      <header className="learn-article-header">
        <p className="learn-category">{learnCategoryTitle(course.category)}</p>
        <h1 id="page-title">{course.title}</h1>
        <p className="learn-lead">{course.description}</p>
        <p className="learn-meta muted">
          {t.lessonCount(course.lessons.length)} · <Clock size={16} aria-hidden="true" />{' '}
          {t.readingTime(courseMinutes(course, catalog))}
        </p>
        {finished > 0 && (
          <p className="learn-course-progress" role="status">
            {isCourseComplete(course, done) ? (
              <>
                <CheckCircle2 size={18} aria-hidden="true" /> {t.courseDone}
              </>
            ) : (
              t.courseProgress(finished, course.lessons.length)
            )}
            <progress max={course.lessons.length} value={finished} aria-hidden="true" />
          </p>
        )}
      </header>

      {!user && <p className="learn-note card">{c.signInToSave}</p>}

      <h2>{c.lessonsTitle}</h2>
      <ol className="learn-lessons">
        {course.lessons.map((lesson, i) => (
          <li key={lesson.id}>
            <Link to="/learn/$courseId/$lessonId" params={{ courseId: course.id, lessonId: lesson.id }}>
              {done.has(lesson.id) ? (
                <>
                  <CheckCircle2 size={20} className="learn-lesson-done" aria-hidden="true" />
                  <span className="visually-hidden">{c.lessonDone}: </span>
                </>
              ) : (
                <Circle size={20} aria-hidden="true" />
              )}
              <span className="learn-lesson-title">
                {i + 1}. {lesson.title}
              </span>
              <span className="muted">{t.readingTime(minutes.get(lesson.id) ?? 1)}</span>
            </Link>
          </li>
        ))}
      </ol>
      {next && (
        <Link
          to="/learn/$courseId/$lessonId"
          params={{ courseId: course.id, lessonId: next.id }}
          className="btn btn-primary"
        >
          {finished === 0 ? c.start : isCourseComplete(course, done) ? c.review : c.continue}
        </Link>
      )}
    </section>
  );
}
