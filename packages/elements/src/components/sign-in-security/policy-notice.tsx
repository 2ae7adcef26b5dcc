import { part } from '../../appearance/parts';
import { usePortico } from '../../ui/portico-context';
import type { SectionProps } from './section-props';

/** What the unit's policy asks of this user, and from when a missing factor is forced. */
export function PolicyNotice({ status }: SectionProps) {
  const { t, locale } = usePortico();
  if (!status) return null;
  const asks = status.required ? 'required' : status.policy === 'off' ? 'off' : 'optional';
  const by = status.enrolBy ? new Date(status.enrolBy) : null;
  return (
    <p
      part={part('alert')}
      data-testid="mfa-policy"
      data-asks={asks}
      className={asks === 'required' ? 'text-portico-warning' : 'text-portico-muted'}
    >
      {t(`mfa.policy.asks.${asks}`)}
      {by && !Number.isNaN(by.getTime()) && (
        <> {t('mfa.policy.asks.graceUntil', { date: by.toLocaleDateString(locale) })}</>
      )}
    </p>
  );
}
