import { createFileRoute, notFound } from '@tanstack/react-router';
import { courseById } from '../../shared/domain/learn';
import { CoursePage } from '../features/learn/course-page';

export const Route = createFileRoute('/learn_/$courseId')({
  beforeLoad: ({ params }) => {
    if (!courseById(params.courseId)) throw notFound();
  },
  component: function CourseRoute() {
    const { courseId } = Route.useParams();
    const course = courseById(courseId);
    return course ? <CoursePage course={course} /> : null;
  },
});
