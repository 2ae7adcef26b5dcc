import type { TextKey } from '../../../texts/catalogue';
import { useT } from '../../../lib/use-t';
import { StandaloneLayout } from './standalone-layout';

/** The hub's releases, newest first: each names the texts of its notes. */
const RELEASES: { version: string; date: string; notes: TextKey[] }[] = [
  {
    version: '0.1.0',
    date: '2026-11-28',
    notes: [
      'updateHistory.0.1.0.signIn',
      'updateHistory.0.1.0.shell',
      'updateHistory.0.1.0.admin',
      'updateHistory.0.1.0.language',
    ],
  },
];

/**
 * /update-history: the hub's own update history (product.md §1, §2.8 "update history"), the page
 * the seeded UPDATE_HISTORY_URL names, so the user bar and the header's version log open the
 * hub's releases rather than a child app's.
 */
export function UpdateHistoryRoute() {
  const t = useT();
  return (
    <StandaloneLayout title={t('page.updateHistory')} width="wide">
      <article className="space-y-6 leading-relaxed text-slate-700">
        <p>{t('updateHistory.intro')}</p>
        {RELEASES.map((release) => (
          <section key={release.version} aria-labelledby={`release-${release.version}`}>
            <h2
              id={`release-${release.version}`}
              className="mb-2 text-lg font-semibold text-slate-900"
            >
              {t('updateHistory.release', { version: release.version, date: release.date })}
            </h2>
            <ul className="list-disc space-y-1 pl-5">
              {release.notes.map((note) => (
                <li key={note}>{t(note)}</li>
              ))}
            </ul>
          </section>
        ))}
      </article>
    </StandaloneLayout>
  );
}
