import { defineTexts } from '../define-texts';

/** The user agreement of /agreement (product.md §2.5, §2.6 "agreement checkbox"). */
export const agreementTexts = defineTexts({
  'zh-CN': {
    'agreement.updated': '更新日期：2026 年 1 月 1 日',
    'agreement.intro':
      '欢迎使用 Portico 用户中心。登录即表示您已阅读、理解并同意本协议。如不同意，请不要登录或使用本服务。',
    'agreement.account.title': '一、账号',
    'agreement.account.body':
      '账号由您所在单位的管理员开通，仅供您本人使用。请妥善保管单位编码、账号和密码，不要转借他人；通过您的账号进行的操作视为您本人的操作。',
    'agreement.use.title': '二、使用规范',
    'agreement.use.body':
      '您只能在单位授权的范围内使用各应用和数据，不得尝试访问未授权的页面、报表或其他单位的数据，不得干扰服务的正常运行。',
    'agreement.privacy.title': '三、个人信息',
    'agreement.privacy.body':
      '为提供登录和权限服务，我们会处理您的账号、姓名、所属单位与部门、联系方式以及登录记录（时间、IP 地址）。这些信息仅用于身份验证、安全审计和您所在单位的管理，不会出售给第三方。',
    'agreement.security.title': '四、密码与安全',
    'agreement.security.body':
      '请按单位的密码策略设置密码并定期更换。首次登录或长期未修改密码时，系统会要求您修改密码。多次输错密码可能导致账号被锁定；忘记密码时可通过绑定的邮箱找回。',
    'agreement.availability.title': '五、服务可用性',
    'agreement.availability.body':
      '我们尽力保证服务持续可用，但可能因维护、升级或不可抗力暂停服务，届时将尽可能提前通过系统公告通知。',
    'agreement.changes.title': '六、协议变更',
    'agreement.changes.body':
      '本协议可能随产品更新而修改，修改后的协议在本页面发布后生效。继续使用即表示您接受修改后的协议。',
    'agreement.contact': '如对本协议有任何疑问，请联系您所在单位的管理员。',
  },
  'en-US': {
    'agreement.updated': 'Last updated: 1 January 2026',
    'agreement.intro':
      'Welcome to the Portico user center. By signing in you confirm that you have read, understood and accepted this agreement. If you do not accept it, do not sign in or use the service.',
    'agreement.account.title': '1. Your account',
    'agreement.account.body':
      'Your account is opened by an administrator of your unit and is for you alone. Keep your unit code, account and password safe and do not share them; everything done with your account counts as done by you.',
    'agreement.use.title': '2. Acceptable use',
    'agreement.use.body':
      'Use the applications and data only as far as your unit has granted them. Do not try to reach pages, reports or data of other units you have not been granted, and do not disturb the service.',
    'agreement.privacy.title': '3. Personal information',
    'agreement.privacy.body':
      'To sign you in and check your permissions we process your account, name, unit and department, contact details and sign-in records (time, IP address). They are used for authentication, security audits and by your unit’s administrators only, and are never sold to third parties.',
    'agreement.security.title': '4. Passwords and security',
    'agreement.security.body':
      'Choose a password that follows your unit’s password strategy and change it regularly. You will be asked to change it at the first sign-in or when it has not been changed for a long time. Repeated wrong passwords may lock the account; if you forget it, recover it through your bound e-mail.',
    'agreement.availability.title': '5. Availability',
    'agreement.availability.body':
      'We do our best to keep the service available, but maintenance, upgrades or events beyond our control may interrupt it; planned interruptions are announced in system notices whenever possible.',
    'agreement.changes.title': '6. Changes',
    'agreement.changes.body':
      'This agreement may change as the product evolves. A new version takes effect when it is published on this page; using the service afterwards means you accept it.',
    'agreement.contact':
      'If you have any questions about this agreement, contact the administrator of your unit.',
  },
});
