import { part } from '../../appearance/parts';
import { usePortico } from '../../ui/portico-context';
import type { SectionProps } from './section-props';

/** What the unit's policy asks of this user, and until when a required factor may wait. */
export function PolicyNotice({ status }: SectionProps) {
  const { t, locale } = usePortico();
  const policy = status?.policy;
  if (!policy) return null;
  const until = policy.graceUntil ? new Date(policy.graceUntil) : null;
  return (
    <p
      part={part('alert')}
      data-testid="mfa-policy"
      data-asks={policy.asks}
      className={policy.asks === 'required' ? 'text-portico-warning' : 'text-portico-muted'}
    >
      {t(`mfa.policy.asks.${policy.asks}`)}
      {policy.asks === 'required' && until && !Number.isNaN(until.getTime()) && (
        <> {t('mfa.policy.asks.graceUntil', { date: until.toLocaleDateString(locale) })}</>
      )}
    </p>
  );
}
