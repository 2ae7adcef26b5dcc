/** zh-CN is the fallback locale (api-contract.md §9), so it defines the full set of keys. */
export const zhCN = {
  // api-contract.md §8 error catalogue
  'error.unknown': '未知错误',
  'error.network': '网络请求错误',
  'error.response': '响应错误',
  'error.unknownNetwork': '未知的网络错误',
  'error.timeout': '请求超时，请稍后再试',
  'error.tokenExpired': '当前登录信息已失效，请重新登录',
  'error.illegalExternalLink': '不合法的外部链接',
  'error.loginSystemConfigMissing': 'loginSystemConfig 缺失',
  // product.md §5 validation rules
  'validation.tooLong': '输入过长',
  'validation.login.unitCodeRequired': '单位编码不能为空',
  'validation.login.userCodeRequired': '账号不能为空',
  'validation.login.passwordRequired': '密码不能为空',
  'validation.login.agreementRequired': '请阅读并同意用户协议',
  // server answers (the reference server's own failure codes)
  'server.invalidInput': '输入不合法：{detail}',
  'server.badCredentials': '单位、账号或密码错误',
  'server.accountDisabled': '账号已停用',
  'server.accountLocked': '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
  'server.unauthorized': '登录信息已失效，请重新登录',
  'server.forbidden': '没有权限',
  'server.notFound': '记录不存在',
  'server.internal': '服务器内部错误',
  // login page (product.md §2.6)
  'login.title': '用户中心登录',
  'login.unitCode': '单位编码',
  'login.userCode': '账号',
  'login.password': '密码',
  'login.rememberMe': '记住我',
  'login.agreement': '我已阅读并同意用户协议',
  'login.submit': '登录',
  'login.submitting': '登录中…',
  'login.language': '语言',
  // launcher (product.md §2.7)
  'apps.welcome': '欢迎，{unitName}',
  'apps.title': '应用中心',
  'apps.empty': '本单位暂无可用应用',
  'apps.notSet': '未设置',
  'apps.viewMin': '紧凑视图',
  'apps.viewMax': '大图视图',
  'apps.noAddress': '没有匹配的地址',
  'apps.logout': '退出登录',
  'apps.loadFailed': '应用列表加载失败：{reason}',
  // user bar (product.md §2.8)
  'userBar.logout': '退出登录',
  'userBar.signedOut': '未登录',
  'userBar.unit': '单位',
  'userBar.user': '用户',
} as const;

export type MessageKey = keyof typeof zhCN;
