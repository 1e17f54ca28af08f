import { Link } from '@tanstack/react-router';
import { BookOpen, CheckCircle2, Clock, GraduationCap } from 'lucide-react';
import { type Course, isCourseComplete, learnCategoryTitle } from '../../../shared/domain/learn';
import { learnPageTexts as t } from '../../../shared/texts/learn.texts';
import type { LearnCatalog } from '../../content/content-types';

type GuideCardMeta = LearnCatalog['guides'][number];

/** A guide in the library: category, title, one line, reading time. */
export function GuideCard({ guide }: { guide: GuideCardMeta }) {
  return (
    <Link to="/articles/$slug" params={{ slug: guide.slug }} className="learn-card card">
      <span className="learn-card-kind">
        <BookOpen size={16} aria-hidden="true" /> {t.guideKind} · {learnCategoryTitle(guide.category)}
      </span>
      <span className="learn-card-title">{guide.title}</span>
      <span className="learn-card-text">{guide.description}</span>
      <span className="learn-card-meta muted">
        <Clock size={14} aria-hidden="true" /> {t.readingTime(guide.readingMinutes)}
      </span>
    </Link>
  );
}

/** A course in the library: its lessons, their reading time and the member's progress. */
export function CourseCard({
  course,
  minutes,
  done,
}: {
  course: Course;
  minutes: number;
  done: ReadonlySet<string>;
}) {
  const finished = course.lessons.filter((lesson) => done.has(lesson.id)).length;
  return (
    <Link
      to="/learn/$courseId"
      params={{ courseId: course.id }}
      className="learn-card learn-card-course card"
    >
      <span className="learn-card-kind">
        <GraduationCap size={16} aria-hidden="true" /> {learnCategoryTitle(course.category)}
      </span>
      <span className="learn-card-title">{course.title}</span>
      <span className="learn-card-text">{course.description}</span>
      <span className="learn-card-meta muted">
        {t.lessonCount(course.lessons.length)} · <Clock size={14} aria-hidden="true" />{' '}
        {t.readingTime(minutes)}
      </span>
      {finished > 0 && (
        <span className="learn-card-progress">
          {isCourseComplete(course, done) ? (
            <>
              <CheckCircle2 size={16} aria-hidden="true" /> {t.courseDone}
            </>
          ) : (
            t.courseProgress(finished, course.lessons.length)
          )}
          <progress max={course.lessons.length} value={finished} aria-hidden="true" />
        </span>
      )}
    </Link>
  );
}

/** A course's reading time: its lessons' minutes added up. */
export function courseMinutes(course: Course, catalog: LearnCatalog): number {
  return catalog.lessons
    .filter((lesson) => lesson.courseId === course.id)
    .reduce((sum, lesson) => sum + lesson.readingMinutes, 0);
}
