/**
 * Configuration of the demo organisation: parameters, security settings, app links, macro config,
 * open steps, brands and domains, code dictionary, reminder tones and kv translations.
 */
import { dataTranslationsZh } from './data-translations';
import { menuTranslationsZh } from './menu-translations';

/** PASSWORD_STRATEGY per unit (product.md §3): value = regex, remark = JSON { fruit, inputValue }. */
export const DEMO_PARAMETERS = [
  {
    unit: 'PLATFORM',
    code: 'PASSWORD_STRATEGY',
    // The default rule of product.md §5: at least a digit and 6 characters.
    value: '^(?=.*[0-9]).{6,}$',
    remark: JSON.stringify({ fruit: ['digit'], inputValue: 6 }),
  },
  {
    unit: 'G001',
    code: 'PASSWORD_STRATEGY',
    value: '^(?=.*[0-9])(?=.*[A-Z])(?=.*[a-z]).{8,}$',
    remark: JSON.stringify({ fruit: ['digit', 'upper', 'lower'], inputValue: 8, maxAgeDays: 90 }),
  },
];

export const DEMO_SECURITY = [
  // A new sign-in ends older sessions: they answer 52100 (api-contract.md §4).
  { unit: 'H002', repeatLogin: 'T', lockScreenMinutes: 15 },
  { unit: 'T002', ipWhitelist: 'T' },
  { unit: 'D001', smsValidation: 'T' },
  { unit: 'G001', maxFailedAttempts: 3, lockMinutes: 30, lockScreenMinutes: 30 },
] as const;

export const DEMO_IP_WHITELIST = [
  { unit: 'T002', groupName: 'loopback', ip: '127.0.0.1', remark: 'this machine' },
  { unit: 'T002', groupName: 'loopback', ip: '::1', remark: 'this machine (IPv6)' },
  { unit: 'T002', groupName: 'office', ip: '192.168.0.0/16', remark: 'office network' },
  { unit: 'T002', groupName: 'office', ip: '10.0.0.0/8', remark: 'VPN' },
];

export const DEMO_SECURITY_EXCEPTIONS = [{ unit: 'H002', user: 'duty', kind: 'REPEAT_LOGIN' }];

export const DEMO_LOGIN_LIMITS = [
  { unit: 'T001', weekdays: '1111100', startTime: '07:00', endTime: '22:00', remark: 'weekdays' },
];

/** "My Apps" links: the platform's are every customer's default; G001 has its own. */
export const DEMO_APP_LINKS = [
  {
    unit: 'PLATFORM',
    code: 'GC',
    descript: 'Group cloud console',
    zh: '集团云控制台',
    color: '#1677ff',
    iconName: 'cloud',
  },
  {
    unit: 'PLATFORM',
    code: 'WK',
    descript: 'Work orders',
    zh: '工单',
    color: '#52c41a',
    iconName: 'tool',
  },
  { unit: 'PLATFORM', code: 'KFPLAT', descript: 'Customer service', zh: '客服', color: '#fa8c16' },
  {
    unit: 'PLATFORM',
    code: 'DOCS',
    descript: 'Documentation',
    zh: '文档',
    url: 'https://portico.example/docs',
  },
  {
    unit: 'G001',
    code: 'GC',
    descript: 'Harbour console',
    zh: '海港控制台',
    color: '#0050b3',
    iconName: 'cloud',
  },
  {
    unit: 'G001',
    code: 'GCYM',
    descript: 'Revenue management (no address)',
    zh: '收益管理（无地址）',
    color: '#722ed1',
  },
  {
    unit: 'G001',
    code: 'INTRANET',
    descript: 'Harbour intranet',
    zh: '海港内网',
    url: 'https://intranet.harbour.example',
  },
];

export const DEMO_MACROS = [
  { app: 'GC', macroCode: 'NIGHT_AUDIT_TIME', config: '04:00', type: 'TIME', sort: 1 },
  { app: 'GC', macroCode: 'ROOM_PAGE_SIZE', config: '50', type: 'NUMBER', sort: 2 },
  { app: 'UC', macroCode: 'WATERMARK', config: 'T', type: 'SWITCH', sort: 1 },
  { app: 'WK', macroCode: 'SLA_HOURS', config: '24', type: 'NUMBER', sort: 1, state: 'F' },
] as const;

export const DEMO_OPEN_STEPS = [
  { unit: 'H003', app: 'GC', step: 1, name: 'Contract signed', status: 'DONE' },
  { unit: 'H003', app: 'GC', step: 2, name: 'Data migrated', status: 'DONE' },
  { unit: 'H003', app: 'GC', step: 3, name: 'Staff trained', status: 'PENDING' },
  { unit: 'H102', app: 'WK', step: 1, name: 'Contract signed', status: 'FAILED' },
] as const;

export const DEMO_BRANDS = [
  { code: 'portico', descript: 'Portico', theme: 'default', copyRight: '© Portico' },
  { code: 'harbour', descript: 'Harbour Hotels', theme: 'harbour', copyRight: '© Harbour Hotels' },
];

export const DEMO_DOMAINS = [
  { domain: 'localhost', unit: 'PLATFORM', brand: 'portico', loginPage: 'default' },
  { domain: 'harbour.localhost', unit: 'G001', brand: 'harbour', loginPage: 'harbour' },
];

export const DEMO_CODE_DICTS = [
  // The hub's own update history (the console's /update-history), not a child app's changelog.
  {
    app: 'GC',
    code: 'UPDATE_HISTORY_URL',
    content: '/update-history',
    descript: 'Update history page',
  },
  { app: 'GC', code: 'HELP_CENTRE_URL', content: 'https://portico.example/help', descript: 'Help' },
  { app: 'UC', code: 'OLD_HELP_URL', content: 'https://old.portico.example', isHalt: 'T' },
] as const;

/** time 999 loops forever (product.md §4). */
export const DEMO_REMIND_TONES = [
  { unit: 'PLATFORM', toneUrl: '/examples/assets/notice.mp3', time: 3 },
  { unit: 'H001', toneUrl: '/examples/assets/urgent.mp3', time: 999 },
];

type Row = [key: string, page: string, zh: string, en: string];
const UC_TRANSLATIONS: Row[] = [
  ['menu.UC_SYSTEM', 'menu', '系统管理', 'System management'],
  ['menu.UC_ORG', 'menu', '组织机构', 'Organisation'],
  ['menu.UC_USER_LIST', 'menu', '用户管理', 'Users'],
  ['menu.UC_ROLE_LIST', 'menu', '角色管理', 'Roles'],
  ['menu.UC_HELP', 'menu', '帮助', 'Help'],
  ['login.title', 'login', '用户中心登录', 'User centre login'],
  ['login.welcome', 'login', '欢迎使用 Portico', 'Welcome to Portico'],
  ['apps.more', 'apps', '更多应用', 'More apps'],
];
const GC_TRANSLATIONS: Row[] = [
  ['menu.GC_OPS', 'menu', '运营', 'Operations'],
  ['menu.GC_FRONT', 'menu', '前台', 'Front office'],
  ['menu.GC_REPORTS', 'menu', '报表', 'Reports'],
  ['gc.checkin.title', 'checkin', '办理入住', 'Check-in'],
];

const LISTED = [
  ...[...UC_TRANSLATIONS.map((r) => ['UC', ...r] as const)],
  ...GC_TRANSLATIONS.map((r) => ['GC', ...r] as const),
].flatMap(([appCode, key, page, zh, en]) => [
  { appCode, lang: 'zh-CN' as const, key, page, value: zh },
  { appCode, lang: 'en-US' as const, key, page, value: en },
]);
const listed = new Set(LISTED.map((r) => `${r.appCode}/${r.lang}/${r.key}`));

/** The rows above, a Chinese title for every other demo menu, and Chinese data names. */
export const DEMO_TRANSLATIONS = [
  ...LISTED,
  ...['UC', 'GC']
    .flatMap(menuTranslationsZh)
    .filter((r) => !listed.has(`${r.appCode}/${r.lang}/${r.key}`)),
  ...dataTranslationsZh(),
];
