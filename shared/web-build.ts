/**
 * Files of the web build that the server and the service worker look for (issue 11): public
 * pages are prerendered to `<path>.html` (`/` to index.html); every other page path is answered
 * with the empty app shell, which the app renders in the browser; a path the app does not know
 * gets the prerendered 404 page with status 404.
 */
export const APP_SHELL_FILE = 'app-shell.html';
export const NOT_FOUND_FILE = '404.html';
/** The app's route paths (`/therapists/$id` style), written by the prerender step; not served. */
export const PAGE_ROUTES_FILE = '.prerender/page-routes.json';
/** In prerendered HTML, where the site's own address goes; the server fills in PUBLIC_ORIGIN. */
export const ORIGIN_PLACEHOLDER = '%VIRADA_ORIGIN%';
