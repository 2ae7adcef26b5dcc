import type { Locale, SessionInfo } from '@portico/sdk';
import { h } from './dom';
import { text, unitTypeLabel, type TextKey } from './texts';

/** The pages the demo menus and links open with `?page=…` (packages/server/src/db/demo). */
export type PageName = 'dashboard' | 'report' | 'update-history';

/** Seeded menu pages that have a screen here; any other name gets the generic page. */
const ALIASES: Record<string, PageName> = {
  dashboard: 'dashboard',
  report: 'report',
  reports: 'report',
  revenue: 'report',
  occupancy: 'report',
  'update-history': 'update-history',
  versions: 'update-history',
};

export function pageOf(query: URLSearchParams): PageName | string {
  if (query.get('report')) return 'report';
  const page = query.get('page') ?? 'dashboard';
  return ALIASES[page] ?? page;
}

export interface PageContext {
  locale: Locale;
  info: SessionInfo;
  /**
   * The `app` query of the seeded links: which app's page this stands for when that app is not
   * registered here (`UC`, the hub's own), so the page signed in as the example's own app.
   */
  openedAs: string | null;
  appCode: string;
  /** The name of the app signed in (appCode). */
  appName: string;
  hub: string;
  /** Links to the other pages, keeping the query the page was opened with. */
  link(page: PageName): string;
}

export function renderPage(page: string, ctx: PageContext): HTMLElement {
  switch (page) {
    case 'dashboard':
      return dashboard(ctx);
    case 'report':
      return report(ctx);
    case 'update-history':
      return history(ctx);
    default:
      return generic(page, ctx);
  }
}

const t = (ctx: PageContext, key: TextKey, params?: Record<string, string>) =>
  text(ctx.locale, key, params);

function field(label: string, value: string | null | undefined, testId?: string) {
  return h(
    'div',
    { class: 'field' },
    h('dt', {}, label),
    h('dd', { 'data-testid': testId }, value || '—'),
  );
}

function card(title: string, ...fields: (HTMLElement | null)[]) {
  return h('section', { class: 'card' }, h('h2', {}, title), h('dl', {}, ...fields));
}

function dashboard(ctx: PageContext): HTMLElement {
  const { info } = ctx;
  const opened =
    ctx.openedAs && ctx.openedAs !== ctx.appCode
      ? (info.apps.find((app) => app.code === ctx.openedAs)?.descript ?? ctx.openedAs)
      : null;
  const apps = info.apps.length
    ? h(
        'ul',
        { class: 'apps', 'data-testid': 'apps' },
        ...info.apps.map((app) =>
          h(
            'li',
            { 'data-app-code': app.code },
            h('span', { class: 'app-initial', 'aria-hidden': 'true' }, app.descript.slice(0, 1)),
            h(
              'span',
              { class: 'app-text' },
              h('span', { class: 'app-name' }, app.descript),
              h('code', {}, app.code),
            ),
            app.sso === 'T' ? h('span', { class: 'badge' }, t(ctx, 'apps.sso')) : null,
          ),
        ),
      )
    : h('p', { class: 'muted' }, t(ctx, 'apps.empty'));
  return h(
    'article',
    { class: 'page', 'data-page': 'dashboard' },
    h('h1', { 'data-testid': 'greeting' }, t(ctx, 'hello', { name: info.username })),
    h('p', { class: 'lead' }, t(ctx, 'dashboard.lead')),
    h(
      'div',
      { class: 'cards' },
      card(
        t(ctx, 'card.you'),
        field(t(ctx, 'field.user'), `${info.username} (${info.userCode})`, 'user'),
        field(t(ctx, 'field.department'), info.deptName),
      ),
      card(
        t(ctx, 'card.unit'),
        field(t(ctx, 'field.unit'), `${info.unitName} (${info.unitCode})`),
        field(t(ctx, 'field.type'), unitTypeLabel(ctx.locale, info.orgType)),
      ),
      card(
        t(ctx, 'card.session'),
        field(t(ctx, 'field.app'), `${ctx.appName} (${ctx.appCode})`, 'app'),
        field(t(ctx, 'field.locale'), ctx.locale, 'locale'),
        field(t(ctx, 'field.hub'), ctx.hub),
        field(t(ctx, 'field.host'), location.origin),
        opened ? field(t(ctx, 'field.openedAs'), opened) : null,
      ),
    ),
    h(
      'section',
      { class: 'panel' },
      h('h2', {}, t(ctx, 'apps.title')),
      h('p', { class: 'muted' }, t(ctx, 'apps.lead')),
      apps,
    ),
  );
}

/** Demo figures that stay the same for a unit, so screenshots compare. */
function figures(seed: string) {
  let state = [...seed].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) >>> 0;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state / 2 ** 32;
  };
  const today = new Date();
  return Array.from({ length: 7 }, (_, index) => {
    const date = new Date(today);
    date.setDate(today.getDate() - (6 - index));
    const rooms = 120 + Math.round(next() * 60);
    const rate = 420 + Math.round(next() * 180);
    return { date, rooms, occupancy: rooms / 200, rate, revenue: rooms * rate };
  });
}

function report(ctx: PageContext): HTMLElement {
  const rows = figures(ctx.info.unitCode);
  const money = new Intl.NumberFormat(ctx.locale, { style: 'currency', currency: 'CNY' });
  const percent = new Intl.NumberFormat(ctx.locale, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(ctx.locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  const number = new Intl.NumberFormat(ctx.locale);
  const total = rows.reduce((sum, row) => sum + row.revenue, 0);
  const sold = rows.reduce((sum, row) => sum + row.rooms, 0);
  const headers: TextKey[] = [
    'report.date',
    'report.rooms',
    'report.occupancy',
    'report.adr',
    'report.revenue',
  ];
  return h(
    'article',
    { class: 'page', 'data-page': 'report' },
    h('h1', {}, t(ctx, 'report.title')),
    h('p', { class: 'lead' }, t(ctx, 'report.lead', { unit: ctx.info.unitName })),
    h(
      'div',
      { class: 'panel table-wrap' },
      h(
        'table',
        {},
        h(
          'thead',
          {},
          h('tr', {}, ...headers.map((key) => h('th', { scope: 'col' }, t(ctx, key)))),
        ),
        h(
          'tbody',
          {},
          ...rows.map((row) =>
            h(
              'tr',
              {},
              h('td', {}, day.format(row.date)),
              h('td', {}, number.format(row.rooms)),
              h('td', {}, percent.format(row.occupancy)),
              h('td', {}, money.format(row.rate)),
              h('td', {}, money.format(row.revenue)),
            ),
          ),
        ),
        h(
          'tfoot',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, t(ctx, 'report.total')),
            h('td', {}, number.format(sold)),
            h('td', {}, percent.format(sold / (200 * rows.length))),
            h('td', {}, money.format(Math.round(total / sold))),
            h('td', {}, money.format(total)),
          ),
        ),
      ),
    ),
  );
}

const HISTORY: { version: string; date: string; en: string[]; zh: string[] }[] = [
  {
    version: '2.4.0',
    date: '2026-03-02',
    en: ['Sign-in through the Portico hub', 'Message bell in the header'],
    zh: ['通过 Portico 登录中心登录', '页头的消息铃铛'],
  },
  {
    version: '2.3.1',
    date: '2026-01-19',
    en: ['Revenue report shows the average rate', 'Faster dashboard'],
    zh: ['营收报表显示平均房价', '工作台加载更快'],
  },
  {
    version: '2.3.0',
    date: '2025-11-05',
    en: ['English and Chinese', 'Links may fix the language'],
    zh: ['支持中文和英文', '链接可指定语言'],
  },
];

function history(ctx: PageContext): HTMLElement {
  return h(
    'article',
    { class: 'page', 'data-page': 'update-history' },
    h('h1', {}, t(ctx, 'history.title')),
    h('p', { class: 'lead' }, t(ctx, 'history.lead')),
    h(
      'ol',
      { class: 'timeline' },
      ...HISTORY.map((entry) =>
        h(
          'li',
          { class: 'panel' },
          h('h2', {}, `v${entry.version}`, h('time', { datetime: entry.date }, entry.date)),
          h(
            'ul',
            {},
            ...(ctx.locale === 'zh-CN' ? entry.zh : entry.en).map((line) => h('li', {}, line)),
          ),
        ),
      ),
    ),
  );
}

function generic(page: string, ctx: PageContext): HTMLElement {
  return h(
    'article',
    { class: 'page', 'data-page': page },
    h('h1', {}, t(ctx, 'generic.title', { page })),
    h('p', { class: 'lead' }, t(ctx, 'generic.lead', { page })),
    h(
      'p',
      {},
      h('a', { href: ctx.link('dashboard'), 'data-nav': 'dashboard' }, t(ctx, 'generic.back')),
    ),
  );
}
