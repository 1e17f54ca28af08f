import './learn.css';
import catalog from 'virtual:learn-catalog';
import { Link } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { memo, useCallback, useEffect, useState } from 'react';
import { COURSES, LEARN_CATEGORIES, type LearnCategory } from '../../../shared/domain/learn';
import { learnPageTexts as t } from '../../../shared/texts/learn.texts';
import { usePageTitle } from '../../lib/use-page-title';
import { WebinarsSection } from '../webinars/webinars-section';
import { type LastRead, readLastRead } from './last-read';
import { CourseCard, courseMinutes, GuideCard } from './learn-cards';
import { LibrarySearchBox } from './library-search-box';
import { useFinishedLessons } from './use-finished-lessons';

/**
 * /learn: the library (issue 13). Courses, guides and webinars by category, a search that works
 * offline, and where the person stopped. Public: a visitor reads everything; a member's course
 * progress is kept and synced.
 */
export function LearnPage() {
  usePageTitle(t.title);
  const [searching, setSearching] = useState(false);
  const onQuery = useCallback((active: boolean) => setSearching(active), []);

  return (
    <section className="container page learn-page" aria-labelledby="page-title">
      <header className="learn-header">
        <h1 id="page-title">{t.title}</h1>
        <p className="learn-lead">{t.intro}</p>
      </header>
      <LibrarySearchBox onQuery={onQuery} />
      {/* Kept while a search is shown, only hidden: a keystroke never draws the library again. */}
      <div className="learn-library" hidden={searching}>
        <Library />
      </div>
    </section>
  );
}

/** Where the person stopped, the categories, the courses, the guides and the webinars. */
const Library = memo(function Library() {
  const done = useFinishedLessons();
  const [category, setCategory] = useState<LearnCategory | null>(null);
  const [lastRead, setLastRead] = useState<LastRead | null>(null);
  // After the first render: the build's HTML (prerender) knows nothing of this device.
  useEffect(() => setLastRead(readLastRead()), []);

  const inCategory = <T extends { category: string }>(items: readonly T[]) =>
    category ? items.filter((item) => item.category === category) : items;
  const courses = inCategory(COURSES);
  const guides = inCategory(catalog.guides);
  const nextCourse = COURSES.find(
    (c) => c.lessons.some((l) => done.has(l.id)) && c.lessons.some((l) => !done.has(l.id)),
  );
  const nextLesson = nextCourse?.lessons.find((l) => !done.has(l.id));

  return (
    <>
      {(nextCourse || lastRead) && (
        <section className="learn-continue card" aria-labelledby="learn-continue-title">
          <h2 id="learn-continue-title">
            <History size={20} aria-hidden="true" /> {t.continueTitle}
          </h2>
          <ul>
            {nextCourse && nextLesson && (
              <li>
                <Link
                  to="/learn/$courseId/$lessonId"
                  params={{ courseId: nextCourse.id, lessonId: nextLesson.id }}
                >
                  {nextCourse.title}: {nextLesson.title}
                </Link>
              </li>
            )}
            {lastRead && lastRead.href !== `/learn/${nextCourse?.id}/${nextLesson?.id}` && (
              <li>
                <Link to={lastRead.href}>{lastRead.title}</Link>
              </li>
            )}
          </ul>
        </section>
      )}

      <nav className="chip-row" aria-label={t.categoriesLabel}>
        <button
          type="button"
          className="chip"
          aria-pressed={category === null}
          onClick={() => setCategory(null)}
        >
          {t.allCategories}
        </button>
        {LEARN_CATEGORIES.map((c) => (
          <button
            key={c.key}
            type="button"
            className="chip"
            aria-pressed={category === c.key}
            onClick={() => setCategory(c.key)}
          >
            {c.title}
          </button>
        ))}
      </nav>

      {courses.length > 0 && (
        <section aria-labelledby="learn-courses-title">
          <h2 id="learn-courses-title">{t.coursesTitle}</h2>
          <div className="learn-grid">
            {courses.map((course) => (
              <CourseCard
                key={course.id}
                course={course}
                minutes={courseMinutes(course, catalog)}
                done={done}
              />
            ))}
          </div>
        </section>
      )}
      {guides.length > 0 && (
        <section aria-labelledby="learn-guides-title">
          <h2 id="learn-guides-title">{t.guidesTitle}</h2>
          <div className="learn-grid">
            {guides.map((guide) => (
              <GuideCard key={guide.slug} guide={guide} />
            ))}
          </div>
        </section>
      )}
      {!courses.length && !guides.length && <p className="muted">{t.emptyCategory}</p>}
      <WebinarsSection />
    </>
  );
});
