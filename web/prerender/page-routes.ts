import { COURSES } from '../../shared/domain/learn';
import { ARTICLE_SLUGS } from '../lib/article-slugs';

/**
 * Route patterns whose every value is known at build time (the content library): the guides and
 * the courses' lessons. Their loaders answer `notFound()` to any other value, so the server's
 * route list (PAGE_ROUTES_FILE) names their real paths instead of the pattern, and an
 * `/articles/<not a guide>` is answered 404 like any other unknown path (issue 15 part 6).
 * Patterns whose values are data (`/community/$threadId`, `/therapists/$id`, …) stay patterns.
 */
const CONTENT_ROUTES: Readonly<Record<string, () => string[]>> = {
  '/articles/$slug': () => ARTICLE_SLUGS.map((slug) => `/articles/${slug}`),
  '/learn/$courseId': () => COURSES.map((course) => `/learn/${course.id}`),
  '/learn/$courseId/$lessonId': () =>
    COURSES.flatMap((course) => course.lessons.map((lesson) => `/learn/${course.id}/${lesson.id}`)),
};

/** The app's route paths as the server matches them: content patterns expanded to their paths. */
export function pageRoutePaths(appRoutes: readonly string[]): string[] {
  return appRoutes.flatMap((route) => CONTENT_ROUTES[route]?.() ?? [route]);
}
