import { childRules, resumeChild } from './child-rules';
import { hubRules, resumeHub } from './hub-rules';
import { standaloneRules } from './standalone-rules';
import type { Decision, ServerStep, SsoContext, StepOutcome } from './types';

/** The rules of the context's mode: hub §2.2, standalone §2.3, child §2.4 (product.md). */
export function decide(ctx: SsoContext): Decision {
  switch (ctx.mode) {
    case 'hub':
      return hubRules(ctx);
    case 'standalone':
      return standaloneRules(ctx);
    case 'child':
      return childRules(ctx);
  }
}

/** The pure continuation of a server step: feed it the outcome, get the next decision. */
export function resumeAfter(step: ServerStep, outcome: StepOutcome): Decision {
  return step.type === 'validate' ? resumeChild(step, outcome) : resumeHub(step, outcome);
}
