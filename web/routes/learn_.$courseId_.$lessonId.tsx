import { createFileRoute, notFound } from '@tanstack/react-router';
import { courseById } from '../../shared/domain/learn';
import { LessonPage } from '../features/learn/lesson-page';

export const Route = createFileRoute('/learn_/$courseId_/$lessonId')({
  // The lesson's text, exercise and interactive parts, before the page is drawn.
  loader: async ({ params }) => {
    const course = courseById(params.courseId);
    if (!course?.lessons.some((l) => l.id === params.lessonId)) throw notFound();
    const { loadLesson } = await import('../features/learn/content-loader');
    const lesson = await loadLesson(params.courseId, params.lessonId);
    if (!lesson) throw notFound();
    return { course, lesson };
  },
  component: function LessonRoute() {
    const { course, lesson } = Route.useLoaderData();
    return <LessonPage key={lesson.doc.meta.lessonId} course={course} lesson={lesson} />;
  },
});
