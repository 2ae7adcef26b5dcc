import { PASSWORD_CLASS_KEYS, type PasswordCheck } from '@portico/sdk/internal';
import { part } from '../../appearance/parts';
import { useUi, type Translate } from '../../ui/ui-context';

/** The text of a checklist item (a class item names the class). */
export function checkLabel(check: PasswordCheck, t: Translate): string {
  return check.cls
    ? t(check.key, { class: t(PASSWORD_CLASS_KEYS[check.cls]) })
    : t(check.key, check.params);
}

/** The checklist: each item met or not, with the state in text for screen readers. */
export function PasswordRules({ id, checks }: { id: string; checks: readonly PasswordCheck[] }) {
  const { t } = useUi();
  return (
    <div id={id} className="mt-1">
      <p className="sr-only">{t('elements.password.rules')}</p>
      <ul
        part={part('rules')}
        data-testid="password-rules"
        className="grid grid-cols-1 gap-x-4 gap-y-0.5 text-xs sm:grid-cols-2"
      >
        {checks.map((check) => (
          <li
            key={check.id}
            part={part('rule')}
            data-met={check.met}
            className={`flex items-center gap-1.5 ${check.met ? 'text-portico-success' : 'text-portico-muted'}`}
          >
            <span aria-hidden="true" className="w-3 text-center">
              {check.met ? '✓' : '○'}
            </span>
            <span>{checkLabel(check, t)}</span>
            <span className="sr-only">
              ({t(check.met ? 'elements.password.rule.met' : 'elements.password.rule.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
