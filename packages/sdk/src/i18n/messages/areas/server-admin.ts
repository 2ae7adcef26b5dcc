import { defineMessages } from '../define-messages';

/** The reference server's answers to the user-centre calls (api-contract.md §7.3–§7.8). */
export const serverAdmin = defineMessages({
  'zh-CN': {
    'serverAdmin.accountExpired': '账号已过期（使用期限已结束），请联系管理员',
    'serverAdmin.accountLockedByAdmin': '账号已锁定，请联系管理员解锁',
    'serverAdmin.ipNotAllowed': '当前 IP（{ip}）不在本单位的 IP 白名单中',
    'serverAdmin.mobileCodeRequired': '本单位登录需要短信验证码，请先获取验证码',
    'serverAdmin.mobileCodeWrong': '短信验证码错误或已失效',
    'serverAdmin.repeatLogin': '您的账号已于 {time} 在其他地方（IP {ip}）登录，当前设备已退出',
    'serverAdmin.appUnavailable': '单位未开通该应用或应用已停用',
    'serverAdmin.upstreamExpired': '企业账号登录已失效，请重新发起',
    'serverAdmin.upstreamLinkNeeded':
      '企业账号（{userCode}）尚未关联本单位的门户账号：请用该门户账号的用户编码和密码确认一次，或请管理员为您关联',
    'serverAdmin.upstreamUserLinked': '该门户账号已关联了另一个企业账号，请联系管理员',
    'serverAdmin.upstreamSubjectLinked': '该企业账号已关联门户账号 {userCode}',
    'serverAdmin.upstreamNoProvider': '本单位尚未配置企业身份服务',
    'serverAdmin.upstreamIssuerScheme': '签发方地址须为 https 地址',
    'serverAdmin.upstreamIssuerUnresolved': '无法解析签发方主机 {host}',
    'serverAdmin.upstreamIssuerPrivate':
      '签发方主机 {host} 解析到本机或内网地址；如确需使用，请平台运维设置 UPSTREAM_IDP_PRIVATE_NETWORK=true',
    'serverAdmin.tokenUnavailable': '登录信息已失效',
    'serverAdmin.ticketInvalid': '票据无效、已使用或已过期',
    'serverAdmin.originNotRegistered': '该地址不是此应用登记的地址',
    'serverAdmin.appTokenScope': '应用令牌无权执行此操作，请在统一门户中操作',
    'serverAdmin.unitNotAllowed': '无权登录或管理该单位',
    'serverAdmin.hubSessionRequired':
      '修改密码、邮箱、手机号或切换单位只能在统一门户中进行，请前往统一门户操作',
    'serverAdmin.mailMismatch': '设置密码邮箱错误：账号或邮箱填写有误',
    'serverAdmin.codeInvalid': '验证码错误或已失效',
    'serverAdmin.codeTooSoon': '验证码已发送，请 {seconds} 秒后再试',
    'serverAdmin.mailFailed': '邮件发送失败，请稍后再试',
    'serverAdmin.oldPasswordWrong': '原密码错误',
    'serverAdmin.fileRequired': '请上传一个文件',
    'serverAdmin.fileTooLarge': '文件不能超过 {max} KB',
    'serverAdmin.fileType': '只能上传图片（PNG、JPEG、GIF、WebP 或 ICO）',
    'serverAdmin.mail.resetSubject': 'Portico 密码重置验证码',
    'serverAdmin.mail.resetBody':
      '{name}，您好：您正在重置单位 {unitCode} 账号 {userCode} 的密码，验证码为 {code}，{minutes} 分钟内有效，只能使用一次。如非本人操作，请忽略本邮件。',
    'serverAdmin.mail.bindSubject': 'Portico 邮箱绑定验证码',
    'serverAdmin.mail.bindBody':
      '{name}，您好：您正在将本邮箱绑定为密码找回邮箱，验证码为 {code}，{minutes} 分钟内有效，只能使用一次。',
    'serverAdmin.mail.reboundSubject': 'Portico 密码找回邮箱已更改',
    'serverAdmin.mail.reboundBody':
      '{name}，您好：单位 {unitCode} 账号 {userCode} 的密码找回邮箱已由本邮箱改为 {email}。如非本人操作，请立即修改密码并联系管理员。',
    'serverAdmin.sms.loginSubject': '登录验证码',
    'serverAdmin.sms.loginBody': '您的 Portico 登录验证码为 {code}，{minutes} 分钟内有效。',
    'serverAdmin.loginTimeRefused': '本单位当前时段不允许登录（登录时段限制）',
    'serverAdmin.overwriteUnconfirmed':
      '该账号已于 {time} 在其他地方（IP {ip}）登录，继续登录将使其退出',
    'serverAdmin.passkeyRejected': '通行密钥验证未通过，请重试',
    'serverAdmin.passwordlessNotAllowed': '本单位不允许只用通行密钥登录，请先输入密码',
    'serverAdmin.passkeyNotFound': '找不到该通行密钥',
  },
  'en-US': {
    'serverAdmin.accountExpired':
      'The account has expired (its use period has ended); contact your administrator',
    'serverAdmin.accountLockedByAdmin': 'The account is locked; ask an administrator to unlock it',
    'serverAdmin.ipNotAllowed': "Your address ({ip}) is not on the unit's IP whitelist",
    'serverAdmin.mobileCodeRequired':
      'This unit requires an SMS code to sign in: request one first',
    'serverAdmin.mobileCodeWrong': 'The SMS code is wrong or has expired',
    'serverAdmin.repeatLogin':
      'Your account signed in elsewhere at {time} (IP {ip}); this device was signed out',
    'serverAdmin.appUnavailable':
      'The unit has not opened the application or the application is disabled',
    'serverAdmin.upstreamExpired': 'The corporate sign-in has expired; start it again',
    'serverAdmin.upstreamLinkNeeded':
      "Your corporate account ({userCode}) is not linked to a Portico account of this unit yet: confirm it once with that account's user code and password, or ask your administrator to link it",
    'serverAdmin.upstreamUserLinked':
      'This Portico account is already linked to another corporate account; contact your administrator',
    'serverAdmin.upstreamSubjectLinked':
      'This corporate account is already linked to the Portico account {userCode}',
    'serverAdmin.upstreamNoProvider': 'This unit has no corporate identity provider',
    'serverAdmin.upstreamIssuerScheme': 'The issuer must be an https address',
    'serverAdmin.upstreamIssuerUnresolved': "The issuer's host {host} cannot be resolved",
    'serverAdmin.upstreamIssuerPrivate':
      "The issuer's host {host} resolves to a loopback or private address; the platform operator must set UPSTREAM_IDP_PRIVATE_NETWORK=true to allow it",
    'serverAdmin.tokenUnavailable': 'The token is invalid or has expired',
    'serverAdmin.ticketInvalid': 'The ticket is invalid, used or expired',
    'serverAdmin.originNotRegistered': 'This address is not the one registered for the application',
    'serverAdmin.appTokenScope': 'An application token cannot do this: use the hub',
    'serverAdmin.unitNotAllowed': 'You may not sign in to or manage this unit',
    'serverAdmin.hubSessionRequired':
      'Passwords, e-mail, mobile and the unit can only be changed in the hub: continue there',
    'serverAdmin.mailMismatch': 'Set password email error: account or email filled in wrongly',
    'serverAdmin.codeInvalid': 'The verification code is wrong or has expired',
    'serverAdmin.codeTooSoon': 'A code was just sent; try again in {seconds} seconds',
    'serverAdmin.mailFailed': 'The mail could not be sent, please try again later',
    'serverAdmin.oldPasswordWrong': 'The old password is wrong',
    'serverAdmin.fileRequired': 'Upload one file',
    'serverAdmin.fileTooLarge': 'The file must not be larger than {max} KB',
    'serverAdmin.fileType': 'Only images can be uploaded (PNG, JPEG, GIF, WebP or ICO)',
    'serverAdmin.mail.resetSubject': 'Your Portico password reset code',
    'serverAdmin.mail.resetBody':
      'Hello {name}, you are resetting the password of account {userCode} of unit {unitCode}. Your code is {code}; it is valid for {minutes} minutes and can be used once. If this was not you, ignore this mail.',
    'serverAdmin.mail.bindSubject': 'Your Portico e-mail binding code',
    'serverAdmin.mail.bindBody':
      'Hello {name}, you are binding this address as your password recovery e-mail. Your code is {code}; it is valid for {minutes} minutes and can be used once.',
    'serverAdmin.mail.reboundSubject': 'Your Portico recovery e-mail was changed',
    'serverAdmin.mail.reboundBody':
      'Hello {name}, the password recovery e-mail of account {userCode} of unit {unitCode} was changed from this address to {email}. If this was not you, change your password now and contact your administrator.',
    'serverAdmin.sms.loginSubject': 'Sign-in code',
    'serverAdmin.sms.loginBody':
      'Your Portico sign-in code is {code}, valid for {minutes} minutes.',
    'serverAdmin.loginTimeRefused':
      "Signing in to this unit is not allowed at this time (the unit's login hours)",
    'serverAdmin.overwriteUnconfirmed':
      'This account signed in elsewhere at {time} (IP {ip}); signing in here will sign it out',
    'serverAdmin.passkeyRejected': 'The passkey could not be verified; please try again',
    'serverAdmin.passwordlessNotAllowed':
      'Your unit does not allow signing in with a passkey alone; enter your password first',
    'serverAdmin.passkeyNotFound': 'This passkey does not exist',
  },
});
