import { createFileRoute } from '@tanstack/react-router';
import { JournalPage } from '../../features/journal/journal-page';

export const Route = createFileRoute('/_member/journal')({
  // Not awaited: the page shows what is read as it comes; this only starts the read early.
  loader: () => {
    import('../../features/journal/journal-preload').then(
      (m) => m.preloadJournal(),
      () => undefined,
    );
  },
  component: JournalPage,
});
