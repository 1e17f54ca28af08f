/** What the hub gives each activity: it reports when the person starts and when they end it. */
export interface ActivityProps {
  /** The person began (a timer started, a first card or tile touched, a new round dealt and touched). */
  onStart: () => void;
  /** The activity ended: `completed` when it ran to its end (a timer's last second, a game won). */
  onEnd: (completed: boolean) => void;
}
