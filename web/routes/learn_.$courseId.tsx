import { createFileRoute } from '@tanstack/react-router';
import { CoursePage } from '../features/learn/course-page';

export const Route = createFileRoute('/learn_/$courseId')({
  loader: ({ params }) => import('../features/learn/route-data').then((m) => m.loadCourse(params.courseId)),
  component: function CourseRoute() {
    return <CoursePage course={Route.useLoaderData()} />;
  },
});
