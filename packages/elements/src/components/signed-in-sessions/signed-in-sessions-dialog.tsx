import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/format';
import { Modal, MODAL_WIDTH } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { registerBarTexts } from '../user-bar/bar-texts';
import { endOtherSessions, endSession, listSessions, type SignedInSession } from './sessions-api';

registerBarTexts();

export interface SignedInSessionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Where you're signed in": each live sign-in of the user with its device, address, first and
 * last use and apps, this one marked; "Sign out" ends one, "Sign out everywhere else" all others
 * (their tabs, apps and sockets end on every node).
 */
export default function SignedInSessionsDialog({
  open,
  onOpenChange,
}: SignedInSessionsDialogProps) {
  const { client, t, toast } = usePortico();
  const [sessions, setSessions] = useState<SignedInSession[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      listSessions(client).then(setSessions, (error: unknown) => {
        setSessions([]);
        toast(error instanceof Error ? error.message : String(error), 'error');
      }),
    [client, toast],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  async function run(key: string, action: () => Promise<void>, done: string) {
    setBusy(key);
    try {
      await action();
      toast(done, 'success');
      await reload();
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(null);
    }
  }

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <Modal
      open={open}
      onClose={() => onOpenChange(false)}
      closeOnOutsideClick
      title={t('sessions.title')}
      width={MODAL_WIDTH.form}
      testId="signed-in-sessions"
      footer={
        <>
          <Button
            variant="danger"
            disabled={others.length === 0 || busy !== null}
            loading={busy === 'others'}
            onClick={() =>
              void run('others', () => endOtherSessions(client), t('sessions.signedOutOthers'))
            }
          >
            {t('sessions.signOutOthers')}
          </Button>
          <Button onClick={() => onOpenChange(false)}>{t('common.close')}</Button>
        </>
      }
    >
      <p className="mb-3 text-sm text-portico-muted">{t('sessions.intro')}</p>
      {sessions === null ? (
        <p role="status" className="text-sm text-portico-muted">
          {t('common.loading')}
        </p>
      ) : sessions.length === 0 ? (
        <p className="text-sm text-portico-muted">{t('sessions.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sessions.map((session) => (
            <li
              key={session.id}
              data-session={session.current ? 'current' : 'other'}
              className="flex items-start justify-between gap-3 rounded-portico border border-portico-border p-3"
            >
              <SessionFacts session={session} />
              {!session.current && (
                <Button
                  disabled={busy !== null}
                  loading={busy === session.id}
                  onClick={() =>
                    void run(
                      session.id,
                      () => endSession(client, session.id),
                      t('sessions.signedOut'),
                    )
                  }
                >
                  {t('sessions.signOut')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

function SessionFacts({ session }: { session: SignedInSession }) {
  const { t } = usePortico();
  const device = [session.device.browser, session.device.os].filter(Boolean).join(' · ');
  const facts: Array<[string, string]> = [
    [t('sessions.ip'), session.ip ?? '—'],
    [t('sessions.firstSeen'), formatDateTime(session.firstSeen)],
    [t('sessions.lastSeen'), formatDateTime(session.lastSeen)],
    [t('sessions.apps'), session.apps.map((app) => app.name).join(', ') || '—'],
  ];
  return (
    <div className="min-w-0 text-sm">
      <div className="flex items-center gap-2 font-medium">
        <span data-device>{device || t('sessions.unknownDevice')}</span>
        {session.current && (
          <span className="rounded-portico bg-portico-subtle px-1.5 text-xs text-portico-primary">
            {t('sessions.thisDevice')}
          </span>
        )}
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs text-portico-muted">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="min-w-0 truncate" title={value}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
