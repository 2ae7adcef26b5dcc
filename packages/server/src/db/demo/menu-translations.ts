import { DEMO_MENUS, type DemoMenu } from './menus';

/**
 * zh-CN titles of every demo menu and button, by identity. The shell reads a menu's title as the
 * kv translation `menu.<identity>` of the locale (api-contract.md §7.8), so without these a
 * Chinese user would see the seeded English titles.
 */
export const MENU_TITLES_ZH: Record<string, string> = {
  UC_SYSTEM: '系统管理',
  UC_ORG: '组织机构',
  UC_UNIT_LIST: '单位管理',
  UC_MANAGE_UNIT: '部门管理',
  UC_ADMIN_DEPARTS: '部门管理（全部单位）',
  UC_USER_LIST: '用户管理',
  UC_USER_ADD: '新增用户',
  UC_USER_UNLOCK: '解锁',
  UC_UNIT_USER_LIST: '单位用户',
  UC_AUTH: '角色与权限',
  UC_ROLE_LIST: '角色管理',
  UC_ADMIN_ROLES: '角色管理（全部单位）',
  UC_SAFETY: '安全设置',
  UC_IP_WHITE: 'IP 白名单',
  UC_SMS: '短信验证',
  UC_LOCK_SCREEN: '锁屏',
  UC_REPEAT_LOGIN: '重复登录',
  UC_LOGIN_LIMIT: '登录限制',
  UC_LOGIN_LOG: '登录日志',
  UC_ADMIN_LOGIN_LOG: '登录日志（全部单位）',
  UC_AUDIT_TRAIL: '审计日志',
  UC_STYLE: '样式',
  UC_STYLE_FILE: '样式文件',
  UC_STYLE_HTML: 'HTML 样式',
  UC_STYLE_CSS: 'CSS 样式',
  UC_STYLE_JAVASCRIPT: 'JavaScript 脚本',
  UC_STYLE_VUE: 'Vue 组件',
  UC_UILIB: '组件库',
  UC_APPLY: '应用',
  UC_APPLY_APPS: '应用中心',
  UC_APPLY_LIST: '应用管理',
  UC_OPEN_LIST: '已开通应用',
  UC_OPEN_TASKS: '开通任务',
  UC_RESOURCE_LIST: '资源管理',
  UC_MENU_LIST: '菜单管理',
  UC_VERIFICATION: '资源诊断',
  UC_APP_LINKS: '应用链接',
  UC_CONFIG: '配置',
  UC_DOMAIN_LIST: '域名管理',
  UC_PROJECT_CONFIG: '项目配置',
  UC_PARAMETER_CONFIG: '参数配置',
  UC_KV_TRANSLATIONS: '翻译管理',
  UC_BRANDS: '品牌与 Logo',
  UC_REPORT_PAGES: '报表',
  UC_MY_REPORTS: '我的报表',
  UC_REPORT_CENTRE_ALL: '全部应用报表',
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
    const value = MENU_TITLES_ZH[menu.identity];
    // A new demo menu without a Chinese title fails the seed, not a Chinese user's screen.
    if (!value) throw new Error(`demo menu ${menu.identity} has no zh-CN title`);
    return { appCode, lang: 'zh-CN' as const, key: `menu.${menu.identity}`, page: 'menu', value };
  });
}
