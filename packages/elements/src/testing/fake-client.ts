import {
  createMemoryStorage,
  createMemoryTokenStore,
  createPortico,
  type Locale,
  type LoginResult,
  type PorticoClient,
  type TokenStore,
} from '@portico/sdk';

/** A login result as the server returns it for the demo hotel user (DESIGN.md demo data). */
export function fakeLoginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    userCode: 'frontdesk',
    username: 'Front Desk',
    unitId: 'u-h001',
    unitCode: 'H001',
    unitName: 'Harbour View Hotel',
    unitLogo: null,
    deptName: 'Front Office',
    theme: null,
    jwtToken: 'fake-token',
    apps: [],
    userPkId: '1001',
    unitPkId: '2001',
    pwdChange: false,
    menus: [],
    orgId: 'o-1',
    orgType: 'HOTEL',
    orgUUID: '00000000-0000-4000-8000-000000000001',
    login: true,
    userInfoDO: {
      id: '1001',
      code: 'frontdesk',
      name: 'Front Desk',
      type: 'USER',
      deptName: 'Front Office',
      firstLogin: 'F',
      isBackdoor: 'F',
      canUseBackdoor: 'F',
      receiveMessage: 'T',
      email: null,
    },
    ...overrides,
  };
}

/** Answers every call with a success envelope, so logout works without a server. */
const okFetch: typeof fetch = async () =>
  new Response(JSON.stringify({ result: 0, msg: 'ok', retVal: null }), {
    headers: { 'content-type': 'application/json' },
  });

/** A client that touches neither the network, cookies nor localStorage; signed in by default. */
export function createFakeClient({
  signedIn = true,
  locale = 'en-US',
  login = {},
  tokenStore = createMemoryTokenStore(),
  fetch = okFetch,
  appCode,
}: {
  signedIn?: boolean;
  locale?: Locale;
  login?: Partial<LoginResult>;
  tokenStore?: TokenStore;
  /** Answers the calls; every call succeeds with `retVal: null` by default (see fake-backend.ts). */
  fetch?: typeof globalThis.fetch;
  appCode?: string;
} = {}): PorticoClient {
  const client = createPortico({
    tokenStore,
    storage: createMemoryStorage(),
    locale,
    fetch,
    appCode,
  });
  if (signedIn) client.session.start(fakeLoginResult(login));
  return client;
}
