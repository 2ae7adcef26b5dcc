import { DEMO_RESOURCES } from './access';
import { DEMO_MENUS, type DemoMenu } from './menus';
import { DEMO_APPS } from './org';

/**
 * zh-CN names of the demo data a reader sees as labels: apps (launcher tiles, report groups,
 * My Apps), reports and operation objects (the permission trees) and the tips of ALERT menus. The console shows the user centre's kv translation
 * `data.<kind>.<code>` of the locale over the stored name (packages/console/src/lib/data-label.ts),
 * as it does `menu.<identity>` for menu titles.
 */
export const APP_NAMES_ZH: Record<string, string> = {
  DEMO_CHILD: '演示子应用',
  DEMO_FRAME: '演示内嵌子应用',
  DEMO_REMOTE: '演示子应用（其他主机）',
  SSO: '单点登录中心',
  UC: '用户中心',
  USERM: '用户管理',
  GC: '集团云控制台',
  GCYM: '集团收益管理',
  WK: '工单',
  GCMAINT: '集团维护',
  OPS: '运营中心',
  DATACENTER: '数据中心',
  DSPLAT: '分销平台',
  WPA: '办公助手',
  COUPON: '优惠券与代金券',
  PANCAKE: '餐饮收银',
  KFPLAT: '客服平台',
  LEGACY: '旧版报表（已停用）',
};

export const REPORT_NAMES_ZH: Record<string, string> = {
  UC_RPT_LOGIN: '登录统计',
  UC_RPT_LOGIN_DAILY: '每日登录',
  GC_RPT_REVENUE: '营收',
  GC_RPT_REVENUE_DAILY: '每日营收',
  GC_RPT_REVENUE_MONTHLY: '每月营收',
  GC_RPT_OCCUPANCY: '出租率',
  GC_RPT_OCCUPANCY_DAILY: '每日出租率',
};

export const OPERATION_NAMES_ZH: Record<string, string> = {
  UC_OP_USER: '用户操作',
  UC_OP_USER_EDIT: '编辑用户',
  UC_OP_USER_UNLOCK: '解锁用户',
  UC_OP_UNIT: '单位操作',
  UC_OP_UNIT_EDIT: '编辑单位',
  UC_OP_TRANSLATE: '编辑翻译',
  GC_OP_ROOM: '房间操作',
  GC_OP_ROOM_BLOCK: '锁房',
  GC_OP_PRICE: '修改房价',
};

export const TIPS_ZH: Record<string, string> = {
  UC_ABOUT: 'Portico 用户中心，演示数据',
  GC_NOTICE: '每日 08:00 和 20:00 交接班',
};

function flatten(menus: DemoMenu[]): DemoMenu[] {
  return menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);
}

const row = (key: string, value: string | undefined, what: string) => {
  // A new demo app, report or tip without a Chinese name fails the seed, not a reader's screen.
  if (!value) throw new Error(`demo ${what} has no zh-CN name`);
  return { appCode: 'UC', lang: 'zh-CN' as const, key, page: 'data', value };
};

/** The user centre's zh-CN kv rows of the data names above. */
export function dataTranslationsZh() {
  const tips = Object.values(DEMO_MENUS)
    .flatMap(flatten)
    .filter((menu) => menu.tip);
  return [
    ...DEMO_APPS.map((app) => row(`data.app.${app.code}`, APP_NAMES_ZH[app.code], app.code)),
    ...DEMO_RESOURCES.filter((r) => r.type === 'REPORT').map((r) =>
      row(`data.report.${r.code}`, REPORT_NAMES_ZH[r.code], r.code),
    ),
    ...DEMO_RESOURCES.filter((r) => r.type === 'OPERATION').map((r) =>
      row(`data.operation.${r.code}`, OPERATION_NAMES_ZH[r.code], r.code),
    ),
    ...tips.map((menu) => row(`data.tip.${menu.identity}`, TIPS_ZH[menu.identity], menu.identity)),
  ];
}
