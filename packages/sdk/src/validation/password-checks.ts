import type { MessageKey } from '../i18n/translate';
import type { NewPasswordRule } from './password-forms';
import {
  DEFAULT_PASSWORD_STRATEGY,
  validatePasswordStrategy,
  type PasswordClass,
} from './password-strategy';
import { PRINTABLE_ASCII, USER_CENTRE_MIN_LENGTH } from './user-centre-password';

/** One item of the checklist shown while a new password is typed. */
export interface PasswordCheck {
  id: 'length' | PasswordClass | 'printable' | 'pattern' | 'differs';
  key: MessageKey;
  params?: Record<string, string | number>;
  /** A class item: its label is the class's own text (PASSWORD_CLASS_KEYS). */
  cls?: PasswordClass;
  met: boolean;
}

/** Whether `password` has a character of `cls`, by the strategy's own class test. */
const hasClass = (password: string, cls: PasswordClass) =>
  validatePasswordStrategy(password, { pattern: null, classes: [cls], minLength: 0 }) === null;

/**
 * The rule a new password must pass, item by item, for the checklist shown while typing
 * (product.md §5): the unit's PASSWORD_STRATEGY (length, classes, then its own pattern), or the
 * fixed user-centre rule. validatePasswordChange still decides on submit; an admin-written
 * regex that asks for more than its classes and length shows as its own item once the rest is met.
 */
export function passwordChecks(
  password: string,
  old: string,
  rule: NewPasswordRule,
): PasswordCheck[] {
  const checks: PasswordCheck[] = [];
  const length = (minLength: number) =>
    checks.push({
      id: 'length',
      key: 'elements.password.rule.minLength',
      params: { minLength },
      met: password.length >= minLength,
    });
  const classCheck = (cls: PasswordClass) =>
    checks.push({
      id: cls,
      key: 'elements.password.rule.class',
      cls,
      met: hasClass(password, cls),
    });
  if (rule.userCentre) {
    length(USER_CENTRE_MIN_LENGTH);
    classCheck('digit');
    classCheck('letter');
    checks.push({
      id: 'printable',
      key: 'elements.password.rule.printable',
      met: PRINTABLE_ASCII.test(password),
    });
  } else {
    const strategy = rule.strategy ?? DEFAULT_PASSWORD_STRATEGY;
    length(strategy.minLength);
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
