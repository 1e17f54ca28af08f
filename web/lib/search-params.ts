/**
 * Route search parameters, read without a schema library: route files are part of the app's
 * entry (only their components are split off), so what they import loads on every page, the
 * prerendered public pages included (issue 11). Anything unexpected in a typed or old link is
 * dropped.
 */
export type Search = Record<string, unknown>;

/** A string parameter, when it is one (and not longer than `maxLength`). */
export function stringParam(
  search: Search,
  key: string,
  maxLength = Number.POSITIVE_INFINITY,
): string | undefined {
  const value = search[key];
  return typeof value === 'string' && value.length <= maxLength ? value : undefined;
}

/** A parameter that must be one of `options`. */
export function oneOf<T extends string>(search: Search, key: string, options: readonly T[]): T | undefined {
  const value = search[key];
  return options.includes(value as T) ? (value as T) : undefined;
}

/** A boolean parameter (the router parses `?online=true` into `true`). */
export function booleanParam(search: Search, key: string): boolean | undefined {
  const value = search[key];
  return typeof value === 'boolean' ? value : undefined;
}

/** `validateSearch` for a route whose parameters are all optional strings. */
export const optionalStrings =
  <K extends string>(...keys: K[]) =>
  (search: Search): { [P in K]?: string } =>
    Object.fromEntries(keys.map((key) => [key, stringParam(search, key)])) as { [P in K]?: string };
