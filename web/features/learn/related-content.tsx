import catalog from 'virtual:learn-catalog';
import { COURSES, type LearnCategory } from '../../../shared/domain/learn';
import { learnPageTexts as t } from '../../../shared/texts/learn.texts';
import { CourseCard, courseMinutes, GuideCard } from './learn-cards';
import { useFinishedLessons } from './use-finished-lessons';

/** At the end of a guide: the courses and other guides of its category, to keep going. */
export function RelatedContent({ category, exceptHref }: { category: LearnCategory; exceptHref: string }) {
  const done = useFinishedLessons();
  const guides = catalog.guides.filter(
    (g) => g.category === category && `/articles/${g.slug}` !== exceptHref,
  );
  const courses = COURSES.filter((c) => c.category === category);
  if (!guides.length && !courses.length) return null;
  return (
    <section className="learn-related" aria-labelledby="learn-related-title">
      <h2 id="learn-related-title">{t.moreTitle}</h2>
      <div className="learn-grid">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} minutes={courseMinutes(course, catalog)} done={done} />
        ))}
        {guides.map((guide) => (
          <GuideCard key={guide.slug} guide={guide} />
        ))}
      </div>
    </section>
  );
}
