import {
  DEFAULT_PASSWORD_STRATEGY,
  PASSWORD_CLASS_KEYS,
  validatePasswordStrategy,
  type NewPasswordRule,
  type PasswordClass,
} from '@portico/sdk';
import { part } from '../../appearance/parts';
import { usePortico, type Translate } from '../../ui/portico-context';

export interface RuleCheck {
  id: string;
  label: string;
  met: boolean;
}

/** Whether `password` has a character of `cls`, by the SDK's own class test. */
const hasClass = (password: string, cls: PasswordClass) =>
  validatePasswordStrategy(password, { pattern: null, classes: [cls], minLength: 0 }) === null;

// The user-centre rule's character set (product.md §5: printable ASCII, space to tilde).
const PRINTABLE = /^[\x20-\x7E]*$/;

/**
 * The rule the new password must pass, item by item, for the checklist shown while typing
 * (product.md §5). The SDK's validateNewPassword stays the one that decides on submit; an
 * admin-written regex that asks for more than its classes and length shows as its own item
 * once the rest is met.
 */
export function passwordChecks(
  password: string,
  old: string,
  rule: NewPasswordRule,
  t: Translate,
): RuleCheck[] {
  const checks: RuleCheck[] = [];
  const add = (id: string, label: string, met: boolean) => checks.push({ id, label, met });
  if (rule.userCentre) {
    add('length', t('elements.password.rule.minLength', { minLength: 6 }), password.length >= 6);
    for (const cls of ['digit', 'letter'] as const) {
      add(cls, classLabel(cls, t), hasClass(password, cls));
    }
    add('printable', t('elements.password.rule.printable'), PRINTABLE.test(password));
  } else {
    const strategy = rule.strategy ?? DEFAULT_PASSWORD_STRATEGY;
    add(
      'length',
      t('elements.password.rule.minLength', { minLength: strategy.minLength }),
      password.length >= strategy.minLength,
    );
    for (const cls of strategy.classes) add(cls, classLabel(cls, t), hasClass(password, cls));
    const restMet = checks.every((check) => check.met);
    if (strategy.pattern && restMet && password && !strategy.pattern.test(password)) {
      add('pattern', t('elements.password.rule.pattern'), false);
    }
  }
  add('differs', t('elements.password.rule.differs'), password !== '' && password !== old);
  return checks;
}

function classLabel(cls: PasswordClass, t: Translate): string {
  return t('elements.password.rule.class', { class: t(PASSWORD_CLASS_KEYS[cls]) });
}

/** The checklist: each item met or not, with the state in text for screen readers. */
export function PasswordRules({ id, checks }: { id: string; checks: readonly RuleCheck[] }) {
  const { t } = usePortico();
  return (
    <div id={id} className="mt-2">
      <p className="sr-only">{t('elements.password.rules')}</p>
      <ul
        part={part('rules')}
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
            <span>{check.label}</span>
            <span className="sr-only">
              ({t(check.met ? 'elements.password.rule.met' : 'elements.password.rule.unmet')})
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
