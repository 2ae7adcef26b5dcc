import {
  DEFAULT_PASSWORD_STRATEGY,
  PASSWORD_CLASS_KEYS,
  validatePasswordStrategy,
  type MessageKey,
  type NewPasswordRule,
  type PasswordClass,
} from '@portico/sdk';

export interface PasswordCheck {
  id: string;
  key: MessageKey;
  params?: Record<string, string | number>;
  met: boolean;
}

/** Whether `password` has a character of `cls`, by the SDK's own class test. */
const hasClass = (password: string, cls: PasswordClass) =>
  validatePasswordStrategy(password, { pattern: null, classes: [cls], minLength: 0 }) === null;

const PRINTABLE = /^[\x20-\x7E]*$/;

/**
 * The rule a new password must pass, item by item, for the checklist shown while typing
 * (product.md §5): the unit's PASSWORD_STRATEGY (length, classes, then its own pattern), or the
 * fixed user-centre rule. The SDK's validatePasswordChange still decides on submit. `classLabel`
 * is the translated class name (PASSWORD_CLASS_KEYS).
 */
export function passwordChecks(
  password: string,
  old: string,
  rule: NewPasswordRule,
  classLabel: (key: MessageKey) => string,
): PasswordCheck[] {
  const checks: PasswordCheck[] = [];
  const classCheck = (cls: PasswordClass) =>
    checks.push({
      id: cls,
      key: 'elements.password.rule.class',
      params: { class: classLabel(PASSWORD_CLASS_KEYS[cls]) },
      met: hasClass(password, cls),
    });
  if (rule.userCentre) {
    checks.push({
      id: 'length',
      key: 'elements.password.rule.minLength',
      params: { minLength: 6 },
      met: password.length >= 6,
    });
    classCheck('digit');
    classCheck('letter');
    checks.push({
      id: 'printable',
      key: 'elements.password.rule.printable',
      met: PRINTABLE.test(password),
    });
  } else {
    const strategy = rule.strategy ?? DEFAULT_PASSWORD_STRATEGY;
    checks.push({
      id: 'length',
      key: 'elements.password.rule.minLength',
      params: { minLength: strategy.minLength },
      met: password.length >= strategy.minLength,
    });
    strategy.classes.forEach(classCheck);
    const restMet = checks.every((check) => check.met);
    if (strategy.pattern && restMet && password && !strategy.pattern.test(password)) {
      checks.push({ id: 'pattern', key: 'elements.password.rule.pattern', met: false });
    }
  }
  checks.push({
    id: 'differs',
    key: 'elements.password.rule.differs',
    met: password !== '' && password !== old,
  });
  return checks;
}
