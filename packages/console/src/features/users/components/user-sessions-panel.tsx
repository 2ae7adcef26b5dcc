import { Badge, Button, formatDateTime } from '@portico/elements/ui';
import { useMutationToasts } from '../../../components/admin/mutation-toasts';
import { useT } from '../../../lib/use-t';
import { useEndUserSession, useUserSessions } from '../api/user-sessions';

/**
 * Where the user is signed in, for an administrator of the user: each live sign-in with device,
 * address, first and last seen and apps, and "End", which signs that sign-in out everywhere.
 */
export function UserSessionsPanel({ userId }: { userId: string }) {
  const t = useT();
  const sessions = useUserSessions(userId);
  const end = useEndUserSession(userId);
  const toasts = useMutationToasts();
  const rows = sessions.data ?? [];
  if (sessions.isPending) return <p className="text-xs text-slate-500">{t('common.loading')}</p>;
  if (rows.length === 0) return <p className="text-xs text-slate-500">{t('sessions.none')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="user-sessions">
      {rows.map((session) => {
        const device = [session.device.browser, session.device.os].filter(Boolean).join(' · ');
        return (
          <li
            key={session.id}
            className="flex items-start justify-between gap-3 rounded border border-slate-200 p-2 text-xs"
          >
            <div className="min-w-0">
              <div className="flex items-center gap-2 font-medium text-slate-800">
                {device || t('sessions.unknownDevice')}
                {session.current && <Badge tone="success">{t('sessions.thisDevice')}</Badge>}
              </div>
              <div className="text-slate-500">
                {[
                  `${t('sessions.ip')}: ${session.ip ?? '—'}`,
                  `${t('sessions.firstSeen')}: ${formatDateTime(session.firstSeen)}`,
                  `${t('sessions.lastSeen')}: ${formatDateTime(session.lastSeen)}`,
                  `${t('sessions.apps')}: ${session.apps.map((app) => app.name).join(', ') || '—'}`,
                ].join(' · ')}
              </div>
            </div>
            <Button
              variant="danger"
              loading={end.isPending && end.variables === session.id}
              disabled={end.isPending}
              onClick={() => end.mutate(session.id, toasts.done(undefined, t('sessions.ended')))}
            >
              {t('sessions.end')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
