import { ResultCode } from '../contract/result-codes';
import { ssoHub } from '../i18n/messages/areas/sso-hub';
import { registeredOrigins } from '../links/redirect-allow-list';
import { hubRules, resumeHub } from './hub-rules';
import type { SsoClient, SsoSetup } from './setup';
import { getLoginByToken, requestAppCode } from './sso-api';
import type { HubContext, HubNavigation, HubStep, StepOutcome } from './types';

/**
 * The hub's part of the runner (product.md §2.2): how its context is read, its rules and what it
 * does with a server step's answer. A setup carries it only when the app is the hub
 * (`setupFromConfig` of `@portico/sdk/hub`), so a child app's bundle holds no hub rules.
 */
export const hubNavigation: HubNavigation = {
  context(
    client: SsoClient,
    setup: SsoSetup,
    base: Omit<HubContext, 'mode' | 'registeredOrigins' | 'appHostUrls'>,
  ): HubContext {
    // A credential goes only to the origin registered for the app code it is issued for
    // (DESIGN.md "Security model"); the server checks the same again (/sso/check redirect).
    const appCode = base.query.appCode;
    const hostUrls = setup.appHostUrls ?? {};
    const hosts = appCode ? [hostUrls[appCode]] : Object.values(hostUrls);
    const hrefs = (client.session.info.value?.apps ?? [])
      .filter((app) => !appCode || app.code === appCode)
      .map((app) => app.href);
    const urls = [...hosts, ...hrefs, ...(appCode ? [] : (setup.appUrls ?? []))];
    return {
      ...base,
      mode: 'hub',
      registeredOrigins: registeredOrigins(urls, new URL(base.url).origin),
      appHostUrls: hostUrls,
      locale: client.i18n.locale.value,
    };
  },
  decide: hubRules,
  resume: resumeHub,
  /** The texts the hub's rules show; the runner registers them. */
  texts: ssoHub,
  /** Performs a hub step; a throw is turned into a `failed` outcome by the runner. */
  async perform(step: HubStep, client: SsoClient): Promise<StepOutcome> {
    if (step.type === 'recheck-session') {
      return { type: 'ok', login: await getLoginByToken(client.http, step.token) };
    }
    const { token, appCode, redirect, codeChallenge } = step;
    const { result, retVal } = await requestAppCode(client.http, {
      token,
      appCode,
      redirect,
      codeChallenge,
    });
    if (result === 0 && typeof retVal === 'string' && retVal)
      return { type: 'ok', login: null, appToken: retVal };
    // A 50001 answer means the hub's own session is over: it goes the way of a failed check
    // (retry, then sign in again with redirect and appCode).
    if (result === ResultCode.LOGOUT) return { type: 'failed', message: 'logged out' };
    // Every other result above 0, 53012 included, is a refusal for this app (api-contract.md
    // §2.1): the not-opened message and apps, with the hub's session kept and no retry.
    return { type: 'refused', result };
  },
};

export type { HubNavigation };
