import { createFileRoute } from '@tanstack/react-router';
import { LessonPage } from '../features/learn/lesson-page';

export const Route = createFileRoute('/learn_/$courseId_/$lessonId')({
  // The lesson's text, exercise and interactive parts, before the page is drawn.
  loader: ({ params }) =>
    import('../features/learn/route-data').then((m) => m.loadCourseLesson(params.courseId, params.lessonId)),
  component: function LessonRoute() {
    const { course, lesson } = Route.useLoaderData();
    return <LessonPage key={lesson.doc.meta.lessonId} course={course} lesson={lesson} />;
  },
});
