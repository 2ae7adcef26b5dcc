import { useSignals } from '@preact/signals-react/runtime';
import { part } from '../../appearance/parts';
import { hubActionUrl, type HubAction } from '../../config/hub-session';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { registerBarTexts } from '../user-bar/bar-texts';

registerBarTexts();

export interface HubHandOffDialogProps {
  action: HubAction;
  /** The hub's address (`hub-url`, or `configure({ hubUrl })`). */
  hubUrl: string;
  /** A forced password change: no way to close, the reason above the text. */
  forced?: boolean;
  onClose: () => void;
}

const TITLES = { password: 'password.change.title', unit: 'unitSwitch.title' } as const;
const TEXTS = { password: 'hubHandOff.password', unit: 'hubHandOff.unit' } as const;

/**
 * A credential action asked for by a session of another app than the hub (a child app, a page
 * with the elements): the server carries it out for hub sessions only, so this dialog sends the
 * browser to the hub's page for it, which comes back to this page through the usual hand-off.
 */
export default function HubHandOffDialog({
  action,
  hubUrl,
  forced = false,
  onClose,
}: HubHandOffDialogProps) {
  useSignals();
  const { client, locale, t } = usePortico();
  const go = () =>
    window.location.assign(hubActionUrl(hubUrl, action, client.appCode.value, locale));
  return (
    <Modal
      open
      onClose={onClose}
      dismissable={!forced}
      title={t(TITLES[action])}
      testId={`hub-hand-off-${action}`}
      footer={
        <>
          {!forced && <Button onClick={onClose}>{t('common.cancel')}</Button>}
          <Button variant="primary" onClick={go}>
            {t('hubHandOff.go')}
          </Button>
        </>
      }
    >
      {forced && (
        <p part={part('forced-message')} className="mb-3 font-medium text-portico-warning">
          {t('hubHandOff.forced')}
        </p>
      )}
      <p className="text-portico-text">{t(TEXTS[action])}</p>
    </Modal>
  );
}
