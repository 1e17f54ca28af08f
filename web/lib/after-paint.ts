/**
 * Runs `task` once the browser has painted the next frame, so that work nobody is waiting for
 * (redrawing a chart, a toast) never delays the frame that shows what the person just did.
 * Returns a function that cancels it.
 */
export function afterPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  // A frame callback runs just before the paint; a task queued from it runs just after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
