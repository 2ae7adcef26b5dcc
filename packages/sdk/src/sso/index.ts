/**
 * The navigation rules of product.md §2.2–2.4 as decision functions, their runner and router
 * guard.
 */
export { isNamedRoute, NAMED_ROUTES, SSO_EXIT_MESSAGE } from './types';
export type {
  ChildContext,
  Decision,
  Effect,
  Ending,
  HubContext,
  NamedRoute,
  Query as SsoQuery,
  RouteName,
  ServerStep,
  SsoContext,
  SsoExitMessage,
  StandaloneContext,
  StepOutcome,
} from './types';
export { hubRules, resumeHub, withSsoToken } from './hub-rules';
export { standaloneRules } from './standalone-rules';
export {
  childRules,
  CREDENTIAL_PARAMS,
  findMenu,
  hubSsoUrl,
  pageTitle,
  resumeChild,
  stripCredentials,
} from './child-rules';
export { decide, resumeAfter } from './decide';
export { createSsoContext, hubOf, routeUrl, setupFromConfig } from './setup';
export type { SsoClient, SsoSetup } from './setup';
export {
  checkToken,
  getLoginByToken,
  iamCheck,
  tokenAvailable,
  verifyLaunchToken,
} from './sso-api';
export { hubNavigation } from './hub-navigation';
export type { HubNavigation } from './hub-navigation';
export {
  browserEnv,
  decideFor,
  performStep,
  runNavigation,
  settleDecision,
} from './run-navigation';
export type { FinalEnding, NavigationEnv, SettleOptions } from './run-navigation';
export { createSsoGuard } from './router-guard';
export { isSsoExitMessage } from './exit-message';
export type { GuardRedirect, SsoGuard } from './router-guard';
