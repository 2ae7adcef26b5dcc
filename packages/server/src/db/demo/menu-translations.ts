import { DEMO_MENUS, type DemoMenu } from './menus';

/**
 * zh-CN titles of the demo menus and buttons that open no administration screen, by identity (a
 * screen's menu takes its title from the screen's title key, demo/menus.ts `screen`). The shell
 * reads a menu's title as the kv translation `menu.<identity>` of the locale (api-contract.md
 * §7.8), so without these a Chinese user would see the seeded English titles.
 */
export const MENU_TITLES_ZH: Record<string, string> = {
  UC_SYSTEM: '系统管理',
  UC_ORG: '组织机构',
  UC_USER_ADD: '新增用户',
  UC_USER_UNLOCK: '解锁',
  UC_AUTH: '角色与权限',
  UC_SAFETY: '安全设置',
  UC_STYLE: '样式',
  UC_APPLY: '应用',
  UC_APPLY_APPS: '应用中心',
  UC_CONFIG: '配置',
  UC_MESSAGES: '消息',
  UC_MESSAGE_PAGES: '公告',
  UC_REPORT_PAGES: '报表',
  UC_HELP: '帮助',
  UC_HELP_DOCS: '文档',
  UC_EMBEDDED: '内嵌页面',
  UC_VERSION_LOG: '版本日志',
  UC_HELP_CENTRE: '帮助中心',
  UC_ABOUT: '关于',
  UC_REPORTS: '报表中心',
  GC_OPS: '运营',
  GC_FRONT: '前台',
  GC_CHECKIN: '办理入住',
  GC_CHECKIN_CANCEL: '取消入住',
  GC_ROOMS: '房态',
  GC_POS: '收银点',
  GC_PORTAL: '宾客门户',
  GC_NOTICE: '交班通知',
  GC_BACK: '后台',
  GC_NIGHT_AUDIT: '夜审',
  GC_INVENTORY: '库存',
  GC_REPORTS: '报表',
  GC_DAILY: '日报',
  GC_REVENUE: '营收',
  GC_OCCUPANCY: '出租率',
  SJTB: '数据同步',
};

function flatten(menus: DemoMenu[]): DemoMenu[] {
  return menus.flatMap((m) => [m, ...flatten(m.children ?? [])]);
}

/**
 * zh-CN kv rows of an app's menu titles. English needs none: a menu's own title is English, and
 * an en-US row would show as an override in the translation editor.
 */
export function menuTranslationsZh(appCode: string) {
  return flatten(DEMO_MENUS[appCode] ?? []).map((menu) => {
    const value = menu.titleZh ?? MENU_TITLES_ZH[menu.identity];
    // A new demo menu without a Chinese title fails the seed, not a Chinese user's screen.
    if (!value) throw new Error(`demo menu ${menu.identity} has no zh-CN title`);
    return { appCode, lang: 'zh-CN' as const, key: `menu.${menu.identity}`, page: 'menu', value };
  });
}
