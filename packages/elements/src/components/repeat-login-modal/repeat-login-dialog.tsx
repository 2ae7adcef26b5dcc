import { registerMessages } from '@portico/sdk';
import { commonMessages, elementsMessages, preferencesMessages } from '@portico/sdk/internal';
import { useId } from 'react';
import { part } from '../../appearance/parts';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../ui/format';
import { Modal } from '../../ui/modal';
import { usePortico } from '../../ui/portico-context';
import { Table } from '../../ui/table';
import type { RepeatLoginRecord, RepeatLoginVariant } from './repeat-login-modal';

registerMessages(preferencesMessages, commonMessages, elementsMessages);

export interface RepeatLoginDialogProps {
  variant: RepeatLoginVariant;
  records: readonly RepeatLoginRecord[];
  onAcknowledge: () => void;
}

/** The notice itself: no close button, no Escape, no outside click; only 'I know'. */
export default function RepeatLoginDialog({
  variant,
  records,
  onAcknowledge,
}: RepeatLoginDialogProps) {
  const { t } = usePortico();
  const messageId = useId();
  const latest = records[0];
  const message =
    variant === 'logged-in' && latest
      ? t('repeatLogin.loggedInAt', {
          time: formatDateTime(latest.time),
          location: latest.location || '-',
          ip: latest.ip || '-',
        })
      : t('repeatLogin.loggedOutHere');
  return (
    <Modal
      open
      onClose={() => undefined}
      title={t('repeatLogin.title')}
      width={variant === 'logged-in' ? 800 : 520}
      dismissable={false}
      describedBy={messageId}
      testId="repeat-login-modal"
      footer={
        <Button variant="primary" onClick={onAcknowledge} data-autofocus="">
          {t('repeatLogin.acknowledge')}
        </Button>
      }
    >
      <p id={messageId} part={part('message')} className="leading-relaxed">
        {message}
      </p>
      {variant === 'logged-in' && (
        <div part={part('records')} className="mt-4">
          <Table
            label={t('elements.repeatLogin.records')}
            rows={records}
            rowKey={(row) => `${row.time}|${row.ip ?? ''}|${row.app ?? ''}`}
            emptyText={t('common.noData')}
            columns={[
              { key: 'app', header: t('repeatLogin.app'), cell: (row) => row.app ?? '' },
              {
                key: 'descript',
                header: t('repeatLogin.descript'),
                cell: (row) => row.descript ?? '',
              },
              {
                key: 'time',
                header: t('repeatLogin.time'),
                className: 'whitespace-nowrap',
                cell: (row) => formatDateTime(row.time),
              },
              { key: 'ip', header: t('repeatLogin.ip'), cell: (row) => row.ip ?? '' },
              {
                key: 'location',
                header: t('repeatLogin.location'),
                cell: (row) => row.location ?? '',
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
