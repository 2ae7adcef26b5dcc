import type { AppLinkInfo, LogoEntry, PossibleLoginGroup } from '@portico/sdk/internal';

/**
 * An in-memory answer to the calls of the user bar's menu and of 'My Apps' (api-contract.md
 * §7.3–§7.6, §7.8), for stories, jsdom tests and the browser tests (which serve it through
 * `page.route`). Pure: no DOM, no Node. `handle` answers an envelope, or undefined for a call
 * that is not one of these (the caller's other fake answers it).
 */
export interface BarFakeOptions {
  /** Units of GET /gc/backdoor/managedUnits (paged and searched here). */
  managedUnits?: Array<{ code: string; descript: string }>;
  /** Groups of GET /user/possibleLoginUnits. */
  loginGroups?: PossibleLoginGroup[];
  logos?: LogoEntry[];
  /** The UPDATE_HISTORY_URL content; null: the parameter is not set. */
  updateHistoryUrl?: string | null;
  appLinks?: AppLinkInfo[];
  /** The code the fake "mails"; the binding accepts only it. */
  emailCode?: string;
  /** The login result the re-login after a unit switch answers (with its jwtToken). */
  loginFor?: (unit: { code: string; descript: string } | null) => unknown;
}

export interface BarFakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface Envelope {
  result: number;
  msg: string;
  retVal: unknown;
}

const ok = (retVal: unknown): Envelope => ({ result: 0, msg: 'ok', retVal });
const fail = (result: number, msg: string): Envelope => ({ result, msg, retVal: null });

const HOTELS = [
  ['Harbour View Hotel', 'H001'],
  ['Harbour Airport Hotel', 'H002'],
  ['Harbour Old Town Inn', 'H003'],
  ['Riverside Suites', 'H101'],
  ['Lakeside Resort', 'H102'],
  ['Mountain Lodge', 'H103'],
  ['City Centre Hotel', 'H104'],
  ['Seaside Retreat', 'H105'],
  ['Garden Court', 'H106'],
  ['Station Hotel', 'H107'],
  ['Bay Bridge Hotel', 'H108'],
  ['Cloud Trip', 'O002'],
] as const;

/** 13 units: more than one page of 10 (api-contract.md §9). */
export const FAKE_MANAGED_UNITS = [
  { code: 'PLATFORM', descript: 'Portico Platform' },
  ...HOTELS.map(([descript, code]) => ({ code, descript })),
];

export const FAKE_LOGIN_GROUPS: PossibleLoginGroup[] = [
  {
    groupCode: 'G001',
    groupName: 'Harbour Hotels Group',
    units: [
      { id: 'u-g001', uuid: 'g001', code: 'G001', descript: 'Harbour Hotels Group', type: 'HOTEL' },
      {
        id: 'u-h002',
        uuid: 'h002',
        code: 'H002',
        descript: 'Harbour Airport Hotel',
        type: 'HOTEL',
      },
      { id: 'u-h003', uuid: 'h003', code: 'H003', descript: 'Harbour Old Town Inn', type: 'HOTEL' },
    ],
  },
];

export const FAKE_APP_LINKS: AppLinkInfo[] = [
  {
    code: 'GC',
    url: 'https://gc.portico.example/',
    icon: null,
    iconName: 'cloud',
    color: '#1677ff',
    descript: 'Group cloud console',
  },
  {
    code: 'WK',
    url: 'https://wk.portico.example/',
    icon: null,
    iconName: 'tool',
    color: '#52c41a',
    descript: 'Work orders',
  },
  {
    code: 'KFPLAT',
    url: 'https://kf.portico.example/',
    icon: null,
    iconName: null,
    color: '#fa8c16',
    descript: 'Customer service',
  },
  {
    code: 'GCYM',
    url: null,
    icon: null,
    iconName: null,
    color: '#722ed1',
    descript: 'Revenue management',
  },
  {
    code: 'DOCS',
    url: 'https://portico.example/docs',
    icon: null,
    iconName: null,
    color: null,
    descript: 'Documentation',
  },
];

export function createBarFakes(options: BarFakeOptions = {}) {
  const calls: BarFakeCall[] = [];
  const managed = options.managedUnits ?? FAKE_MANAGED_UNITS;
  const groups = options.loginGroups ?? FAKE_LOGIN_GROUPS;
  const emailCode = options.emailCode ?? '246810';
  let logos: LogoEntry[] = options.logos ?? [
    { code: 'H001', name: 'Harbour View Hotel', image: null, icon: null },
    { code: 'H002', name: 'Harbour Airport Hotel', image: '/uc/logo/file/H002?v=1', icon: null },
  ];
  let version = 1;
  let switchedTo: { code: string; descript: string } | null = null;
  let mailedTo: string | null = null;

  function handle(method: string, url: string, body?: unknown): Envelope | undefined {
    const parsed = new URL(url, 'http://portico.test');
    const path = parsed.pathname;
    const query = Object.fromEntries(parsed.searchParams);
    const own = (answer: Envelope) => {
      calls.push({ method, path, query, body: body ?? null });
      return answer;
    };
    const fields = (body ?? {}) as Record<string, string>;

    if (path.endsWith('/gc/backdoor/managedUnits')) {
      const search = (query.search ?? '').toLowerCase();
      const found = managed.filter(
        (u) => !search || `${u.code} ${u.descript}`.toLowerCase().includes(search),
      );
      const first = Number(query.firstResult ?? 0);
      const size = Number(query.pageSize ?? 10);
      const datas = found.slice(first, first + size).map((u) => ({
        id: `u-${u.code}`,
        uuid: u.code,
        code: u.code,
        descript: u.descript,
        type: 'HOTEL',
        parentId: null,
        hasChildren: false,
      }));
      return own(ok({ datas, totalRows: found.length, statistic: null }));
    }
    if (path.endsWith('/user/possibleLoginUnits')) return own(ok(groups));
    if (path.endsWith('/sso/changeLoginInfo')) {
      const unit =
        managed.find((u) => u.code === fields.orgCode) ??
        groups.flatMap((g) => g.units).find((u) => u.code === fields.orgCode);
      if (!unit) return own(fail(20010, 'The unit is not open to this account'));
      switchedTo = { code: unit.code, descript: unit.descript };
      return own(ok(`token-${unit.code}`));
    }
    if (path.endsWith('/sso/reLogin') || path.endsWith('/sso/getLoginByToken')) {
      return own(ok(options.loginFor?.(switchedTo) ?? null));
    }
    if (path.endsWith('/logos')) return own(ok(logos));
    if (path.endsWith('/logo') && method === 'POST') {
      const name = typeof body === 'string' ? /filename="([^"]*)"/.exec(body)?.[1] : undefined;
      if (query.isIcon === 'T' && !name?.toLowerCase().endsWith('.ico')) {
        return own(fail(40000, 'Icons must be .ico files'));
      }
      version += 1;
      const file = `/uc/logo/file/${query.code}?v=${version}${query.isIcon === 'T' ? '&icon=T' : ''}`;
      logos = logos.map((entry) =>
        entry.code === query.code
          ? { ...entry, ...(query.isIcon === 'T' ? { icon: file } : { image: file }) }
          : entry,
      );
      return own(ok(logos.find((entry) => entry.code === query.code)));
    }
    const deleted = /\/logo\/([^/]+)$/.exec(path);
    if (deleted && method === 'DELETE') {
      const code = decodeURIComponent(deleted[1]!);
      logos = logos.map((entry) =>
        entry.code === code ? { ...entry, image: null, icon: null } : entry,
      );
      return own(ok(null));
    }
    if (path.endsWith('/codeDict')) {
      const content =
        options.updateHistoryUrl === undefined ? '/history/' : options.updateHistoryUrl;
      const datas = content
        ? [{ appCode: 'GC', code: 'UPDATE_HISTORY_URL', content, descript: null, isHalt: 'F' }]
        : [];
      return own(ok({ datas, totalRows: datas.length, statistic: null }));
    }
    if (path.endsWith('/user/emailResetCode')) {
      mailedTo = fields.email ?? null;
      return own(ok(null));
    }
    if (path.endsWith('/user/resetEmail')) {
      if (fields.email !== mailedTo || fields.validateCode !== emailCode) {
        return own(fail(20012, 'The verification code is wrong or has expired'));
      }
      return own(ok(null));
    }
    // Sign-in security: the own status and an enrolment's start (its confirmation is the server's).
    if (path.endsWith('/self/mfa') && method === 'GET') {
      return own(
        ok({
          totp: false,
          recoveryCodesLeft: 0,
          passkeys: 0,
          sms: false,
          policy: 'all',
          factors: ['totp', 'passkey'],
          required: true,
          enrolBy: '2030-01-31T00:00:00.000Z',
        }),
      );
    }
    if (path.endsWith('/self/mfa/totp') && method === 'POST') {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      return own(
        ok({
          secret,
          otpauthUri: `otpauth://totp/Portico%20H001:frontdesk?issuer=Portico%20H001&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
        }),
      );
    }
    if (path.endsWith('/loginApps')) return own(ok(options.appLinks ?? FAKE_APP_LINKS));
    if (path.endsWith('/kv_translate/kv_translates')) {
      return own(ok({ translatesDTOs: [], lastPullDate: '2026-01-01 00:00:00' }));
    }
    return undefined;
  }

  return {
    calls,
    handle,
    /** The unit the last changeLoginInfo switched to. */
    switchedTo: () => switchedTo,
    logos: () => logos,
  };
}

export type BarFakes = ReturnType<typeof createBarFakes>;

/**
 * `fetch` for an SDK client in a story or a jsdom test: the bar's calls answered here, the
 * rest by `fallback` (e.g. the message fakes).
 */
export function barFakeFetch(fakes: BarFakes, fallback: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    const method = init?.method ?? request?.method ?? 'GET';
    const raw = init?.body;
    const body =
      typeof raw === 'string'
        ? (JSON.parse(raw) as unknown)
        : typeof FormData !== 'undefined' && raw instanceof FormData
          ? formDataText(raw)
          : undefined;
    const answer = fakes.handle(method, url, body);
    if (!answer) return fallback(input, init);
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json' },
    });
  };
}

/** A multipart body as the server sees it, enough for the fake to read the file name. */
function formDataText(data: FormData): string {
  return [...data.entries()]
    .map(([key, value]) =>
      typeof value === 'string'
        ? `name="${key}"\r\n\r\n${value}`
        : `name="${key}"; filename="${value.name}"`,
    )
    .join('\r\n');
}
