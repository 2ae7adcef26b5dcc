import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useSsoExit } from '../../../lib/use-sso-exit';
import { useT } from '../../../lib/use-t';
import type { FrameAddress } from '../hooks/use-frame-address';
import { withShellFlags } from '../shell-flags';
import { EmptyState } from './empty-state';

/**
 * The embedded content frame of product.md §2.8, or why there is none: no address yet, or one
 * the outside-link allow-list refused.
 */
export function FramedPage({ frame, title }: { frame: FrameAddress; title: string }) {
  const t = useT();
  const navigate = useNavigate();
  // A framed child that signs out with `sso-logout?clear` says so; the shell closes its frame
  // (product.md §2.4). Only the frame's own origin is listened to.
  useSsoExit(frame.state === 'ok' ? [frame.url] : [], () => {
    notify(t('shell.frame.exited'));
    void navigate(paths.blank, { replace: true });
  });
  if (frame.state === 'waiting') return null;
  if (frame.state === 'ok') {
    // The shell shows menus, user and bell: the framed page leaves out its own (§2.8 flags).
    return (
      <iframe
        key={frame.url}
        src={withShellFlags(frame.url)}
        title={title || frame.url}
        data-testid="content-frame"
        className="block h-full w-full border-0 bg-white"
      />
    );
  }
  return frame.refused ? (
    <EmptyState icon="frame" tone="warning" title={t('error.illegalExternalLink')}>
      {t('shell.frame.refused')}
    </EmptyState>
  ) : (
    <EmptyState icon="frame" title={t('shell.frame.empty')}>
      {t('shell.frame.emptyHint')}
    </EmptyState>
  );
}
