import { notFound } from '@tanstack/react-router';
import { type Course, courseById } from '../../../shared/domain/learn';
import { type LoadedGuide, type LoadedLesson, loadGuide, loadLesson } from './content-loader';

/**
 * What the course and lesson routes load before drawing (issue 13), in the library's own chunk:
 * the route table (in every page's code) only holds the import of this module.
 */
export function loadCourse(courseId: string): Course {
  const course = courseById(courseId);
  if (!course) throw notFound();
  return course;
}

export async function loadCourseLesson(
  courseId: string,
  lessonId: string,
): Promise<{ course: Course; lesson: LoadedLesson }> {
  const course = loadCourse(courseId);
  if (!course.lessons.some((l) => l.id === lessonId)) throw notFound();
  const lesson = await loadLesson(courseId, lessonId);
  if (!lesson) throw notFound();
  return { course, lesson };
}

/** A guide of the route table (spec §2), or the 404 page. */
export async function loadGuideOrNotFound(slug: string): Promise<LoadedGuide> {
  const guide = await loadGuide(slug);
  if (!guide) throw notFound();
  return guide;
}
