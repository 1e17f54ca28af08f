/**
 * Work a request starts but does not wait for (sending a password-reset e-mail, so the answer
 * takes the same time whether the account exists or not). Failures are logged; `drain()` waits
 * for everything started so far (the app's close() and tests call it).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly onError: (label: string, err: unknown) => void) {}

  run(label: string, task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((err) => this.onError(label, err))
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async drain(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
