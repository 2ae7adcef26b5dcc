import type { MessageKey } from '../i18n/translate';
import type { MessageRef } from '../i18n/message-ref';

/** Character classes of PASSWORD_STRATEGY (product.md §5), in the order messages list them. */
export const PASSWORD_CLASSES = ['digit', 'upper', 'lower', 'special', 'letter'] as const;
export type PasswordClass = (typeof PASSWORD_CLASSES)[number];

/** Longest password any rule accepts: it bounds the work an admin-written regex can cause. */
export const MAX_PASSWORD_LENGTH = 128;

export interface PasswordStrategy {
  /** The parameter's regex; null when the strategy is only classes and a length. */
  readonly pattern: RegExp | null;
  readonly classes: readonly PasswordClass[];
  readonly minLength: number;
}

/** The PASSWORD_STRATEGY parameter as stored (product.md §3): value = regex, remark = JSON. */
export interface PasswordStrategyParameter {
  readonly value?: unknown;
  readonly remark?: unknown;
}

/** product.md §5: "Default: at least a digit and 6 chars." */
export const DEFAULT_PASSWORD_STRATEGY: PasswordStrategy = {
  pattern: /^(?=.*\d).{6,}$/,
  classes: ['digit'],
  minLength: 6,
};

const CLASS_TESTS: Record<PasswordClass, RegExp> = {
  digit: /[0-9]/,
  upper: /[A-Z]/,
  lower: /[a-z]/,
  // ASCII punctuation: what a keyboard's symbol row offers on every layout.
  special: /[!-/:-@[-`{-~]/,
  letter: /[A-Za-z]/,
};

const CLASS_LOOKAHEADS: Record<PasswordClass, string> = {
  digit: '(?=.*[0-9])',
  upper: '(?=.*[A-Z])',
  lower: '(?=.*[a-z])',
  special: '(?=.*[!-/:-@\\[-`{-~])',
  letter: '(?=.*[A-Za-z])',
};

export const PASSWORD_CLASS_KEYS: Record<PasswordClass, MessageKey> = {
  digit: 'validation.password.class.digit',
  upper: 'validation.password.class.upper',
  lower: 'validation.password.class.lower',
  special: 'validation.password.class.special',
  letter: 'validation.password.class.letter',
};

// Remarks written by this product use the ids; older parameter screens wrote the class names in
// Chinese or English, so those are read too (compared without case, spaces, '_' or '-').
const CLASS_NAMES: Record<PasswordClass, readonly string[]> = {
  digit: ['digit', 'digits', 'number', 'numbers', 'numeric', '数字'],
  upper: [
    'upper',
    'uppercase',
    'uppercaseletters',
    'capital',
    'capitals',
    'capitalletters',
    '大写字母',
    '大写',
  ],
  lower: ['lower', 'lowercase', 'lowercaseletters', 'smallletters', '小写字母', '小写'],
  special: [
    'special',
    'specialsymbols',
    'specialcharacters',
    'symbol',
    'symbols',
    '特殊符号',
    '特殊字符',
    '符号',
  ],
  letter: ['letter', 'letters', 'alpha', '字母'],
};

export function toPasswordClass(name: unknown): PasswordClass | null {
  if (typeof name !== 'string') return null;
  const normal = name.toLowerCase().replace(/[\s_-]/g, '');
  return PASSWORD_CLASSES.find((c) => CLASS_NAMES[c].includes(normal)) ?? null;
}

/** Reads `/source/flags` or a bare source; `g` and `y` are dropped since they make `test` stateful. */
function compilePattern(value: unknown): RegExp | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const literal = /^\/(.+)\/([a-z]*)$/s.exec(value);
  const source = literal ? literal[1]! : value;
  const flags = literal ? literal[2]!.replace(/[gy]/g, '') : '';
  try {
    return new RegExp(source, flags);
  } catch {
    return null;
  }
}

function parseRemark(remark: unknown): { classes: PasswordClass[]; minLength: number } | null {
  let data: unknown = remark;
  if (typeof remark === 'string') {
    try {
      data = JSON.parse(remark);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null) return null;
  const { fruit, inputValue } = data as { fruit?: unknown; inputValue?: unknown };
  const minLength = typeof inputValue === 'string' ? Number(inputValue.trim()) : inputValue;
  if (typeof minLength !== 'number' || !Number.isInteger(minLength) || minLength < 1) return null;
  if (minLength > MAX_PASSWORD_LENGTH) return null;
  if (!Array.isArray(fruit)) return null;
  const classes: PasswordClass[] = [];
  for (const name of fruit) {
    const found = toPasswordClass(name);
    // A class we cannot name is a requirement we cannot explain: distrust the whole remark.
    if (found === null) return null;
    if (!classes.includes(found)) classes.push(found);
  }
  return { classes, minLength };
}

/**
 * Parses the unit's PASSWORD_STRATEGY parameter (product.md §3, §5). Anything unreadable — a bad
 * regex, a remark that is not the expected JSON, no parameter at all — gives the default rule, so a
 * misconfigured unit still gets a sane password rule instead of none.
 */
export function parsePasswordStrategy(
  parameter: PasswordStrategyParameter | null | undefined,
): PasswordStrategy {
  if (!parameter) return DEFAULT_PASSWORD_STRATEGY;
  const pattern = compilePattern(parameter.value);
  const remark = parseRemark(parameter.remark);
  if (pattern === null || remark === null) return DEFAULT_PASSWORD_STRATEGY;
  return { pattern, ...remark };
}

/** 'must contain <classes>, the minimum length is N characters' (product.md §5). */
export function passwordStrategyMessage(strategy: PasswordStrategy): MessageRef {
  if (strategy.classes.length === 0) {
    return { key: 'validation.password.strategyLength', params: { minLength: strategy.minLength } };
  }
  const classes = PASSWORD_CLASSES.filter((c) => strategy.classes.includes(c)).map(
    (c) => PASSWORD_CLASS_KEYS[c],
  );
  return {
    key: 'validation.password.strategy',
    params: { classes, minLength: strategy.minLength },
  };
}

/**
 * Checks a new password against the strategy: the regex when there is one, and every class and
 * the length the message names, so the user is never refused for a reason the message hides.
 */
export function validatePasswordStrategy(
  password: string,
  strategy: PasswordStrategy = DEFAULT_PASSWORD_STRATEGY,
): MessageRef | null {
  if (password.length > MAX_PASSWORD_LENGTH) return 'validation.tooLong';
  const fits =
    password.length >= strategy.minLength &&
    strategy.classes.every((c) => CLASS_TESTS[c].test(password)) &&
    (strategy.pattern === null || strategy.pattern.test(password));
  return fits ? null : passwordStrategyMessage(strategy);
}

/**
 * The parameter screen's output: the regex and remark that `parsePasswordStrategy` reads back, so
 * the screen that writes PASSWORD_STRATEGY and the forms that read it cannot disagree.
 */
export function buildPasswordStrategy(
  classes: readonly PasswordClass[],
  minLength: number,
): { value: string; remark: string } {
  const ordered = PASSWORD_CLASSES.filter((c) => classes.includes(c));
  const value = `^${ordered.map((c) => CLASS_LOOKAHEADS[c]).join('')}.{${minLength},}$`;
  return { value, remark: JSON.stringify({ fruit: ordered, inputValue: minLength }) };
}
