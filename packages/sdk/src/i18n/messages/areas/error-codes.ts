import type { ResultCode, ServerCode } from '../../../contract/result-codes';
import type { UcCode } from '../../../contract/uc-codes';
import { defineMessages } from '../define-messages';

type ValueOf<T> = T[keyof T];

/** Every result code of the SDK's and the server's code tables (0, success, among them). */
export type KnownResultCode =
  ValueOf<typeof ResultCode> | ValueOf<typeof ServerCode> | ValueOf<typeof UcCode>;

/** The meaning of a code (`errorCode.<code>`) and what a client does about it (`.todo`). */
type CatalogueKey = `errorCode.${KnownResultCode}` | `errorCode.${KnownResultCode}.todo`;

/**
 * The error catalogue: for every result code the tables above declare, what it means and what a
 * client should do, in both languages. The type makes a code without its two texts a compile
 * error, so a code added to a table is documented before it builds. The reference page of the
 * documentation site is written from it. Not registered by `createPortico()` (clients show the
 * server's `msg`); an app that wants these texts registers the area itself.
 */
export const errorCodes = defineMessages<CatalogueKey>({
  'zh-CN': {
    'errorCode.0': '成功。',
    'errorCode.0.todo': '读取 `retVal` 中的结果。',
    'errorCode.-999': '请求没有得到 HTTP 应答：网络中断、跨域（CORS）被拒绝或请求被中止。',
    'errorCode.-999.todo': '提示检查网络后重试；若总是出现，检查服务器地址和 CORS_ORIGINS 配置。',
    'errorCode.40001': '输入不合法：缺少字段、类型或格式错误；`msg` 指出字段和规则。',
    'errorCode.40001.todo': '把 `msg` 显示在对应字段旁，修改后重新提交；不要原样重试。',
    'errorCode.40101': '单位、账号或密码不匹配。',
    'errorCode.40101.todo': '提示重新输入；连续失败会锁定账号（40103）。',
    'errorCode.40102': '账号已被管理员停用。',
    'errorCode.40102.todo': '告知用户联系单位管理员启用账号；重试没有用。',
    'errorCode.40103': '登录失败次数过多，账号暂时锁定。',
    'errorCode.40103.todo': '显示 `msg` 中的等待时间；用户可等待锁定结束，或用邮件中的验证码解锁。',
    'errorCode.40104': '账号的使用期限（到期时间）已过。',
    'errorCode.40104.todo': '告知用户联系管理员延长使用期限。',
    'errorCode.40105': '调用方的 IP 地址不在单位的 IP 白名单中。',
    'errorCode.40105.todo': '告知用户从允许的网络登录，或请管理员把地址加入白名单。',
    'errorCode.40106': '单位要求短信验证：登录需要短信验证码。',
    'errorCode.40106.todo': '显示验证码输入框，发送短信验证码，再带 `mobileCode` 重新登录。',
    'errorCode.40107': '短信验证码错误、已过期或已使用。',
    'errorCode.40107.todo': '请用户重新输入或重新获取验证码。',
    'errorCode.40108': '单点登录票据未知、已使用、已过期，或属于其他应用或服务。',
    'errorCode.40108.todo': '不要重复校验同一票据：重新跳转到门户登录以获得新票据。',
    'errorCode.40109': '邮件验证码错误、已过期或已使用。',
    'errorCode.40109.todo': '请用户重新输入，或重新发送验证码。',
    'errorCode.40110': '修改密码时填写的旧密码错误。',
    'errorCode.40110.todo': '请用户重新输入旧密码。',
    'errorCode.40111': '找回密码：单位、账号与绑定的邮箱不匹配。',
    'errorCode.40111.todo': '请用户核对单位、账号和邮箱；未绑定邮箱的账号需联系管理员重置密码。',
    'errorCode.40112': '单位已被停用：在管理员重新启用之前，任何人都不能登录该单位。',
    'errorCode.40112.todo': '告知用户联系平台管理员；可以选择其他单位登录。',
    'errorCode.40113': '跳转地址或服务地址不在该应用登记的源（origin）下。',
    'errorCode.40113.todo':
      '检查应用登记的地址与实际跳转地址是否一致（协议、主机、端口）；由管理员修正应用登记。',
    'errorCode.40120': '单位的登录限制（星期或时段）现在不允许登录。',
    'errorCode.40120.todo': '显示 `msg`，请用户在允许的时间登录。',
    'errorCode.40121':
      '需要第二因素：密码正确，但尚未建立会话；`retVal` 为 `{ mfaToken, factors, recovery, expiresAt }`，`factors` 为该用户现在可用的因素。',
    'errorCode.40121.todo':
      '只提供 `factors` 列出的方式：验证器应用的 6 位验证码（`recovery` 为真时也可用恢复码），连同 `mfaToken` 提交到 `POST /sso/login/mfa`；`sms` 先调用 `POST /sso/login/mfa/sms`，再带 `factor: sms` 提交短信验证码；`passkey` 用通行密钥。应答即登录结果。',
    'errorCode.40122':
      '单位策略要求第二因素，该用户尚未登记且宽限期已过；`retVal` 中的 `mfaToken` 只能用于登记。',
    'errorCode.40122.todo':
      '带用户登记 `factors` 列出的因素：`POST /sso/login/mfa/totp` 取得密钥和二维码，再用一个验证码提交到 `/sso/login/mfa/totp/confirm`，应答含恢复码和登录结果；或用 `POST /sso/login/mfa/passkey/options` 和 `/sso/login/mfa/passkey` 创建通行密钥，应答即登录结果。',
    'errorCode.40123': '第二因素验证码错误、格式不对、已使用，或未登记该因素。',
    'errorCode.40123.todo': '请用户重新输入；连续错误会像密码一样锁定账号。',
    'errorCode.40124': '`mfaToken` 未知、已过期、已使用，或不属于这一步。',
    'errorCode.40124.todo': '回到登录页，用密码重新登录以获得新的令牌。',
    'errorCode.40125':
      '添加登录验证方式需要近期确认身份：本会话的登录（或上次确认密码）已超过时限。',
    'errorCode.40125.todo':
      '请用户输入当前密码（已登记验证器应用的用户也可输入当前验证码），提交到 `POST /self/verify`，成功后重试原操作。',
    'errorCode.40150':
      '通行密钥的应答被拒绝：签名不对、密钥未知、属于其他站点、质询过期或已用过、计数器回退，或不是 WebAuthn 应答。',
    'errorCode.40150.todo': '显示 `msg`，重新获取选项后让用户再试一次；不要重发同一个应答。',
    'errorCode.40151': '用户所在单位不允许只用通行密钥登录。',
    'errorCode.40151.todo': '改为密码登录；之后可用通行密钥作为第二因素。',
    'errorCode.40301': '调用方没有该操作的权限（不管理任何相关记录）。',
    'errorCode.40301.todo': '隐藏或禁用该操作；需要时请管理员授予权限。',
    'errorCode.40302': '调用方不能登录或管理该单位。',
    'errorCode.40302.todo': '让用户选择其可用的单位；不要重试同一单位。',
    'errorCode.40304': '为某个应用签发的会话请求了超出该应用范围的数据。',
    'errorCode.40304.todo': '只调用本应用范围内的接口；其他操作交给门户完成。',
    'errorCode.40305':
      '修改凭据（密码、找回邮箱或手机、第二因素、单位）需要门户会话，应用会话不能修改。',
    'errorCode.40305.todo':
      '打开门户的对应页面（`/sso?action=password|unit&appCode&redirect`），完成后会跳回应用。',
    'errorCode.40401': '记录不存在，或不在调用方的管理范围内。',
    'errorCode.40401.todo': '刷新列表；记录可能已被删除。',
    'errorCode.42900': '登录、找回或验证码请求过于频繁。',
    'errorCode.42900.todo': '等待 `Retry-After` 头给出的秒数后再试。',
    'errorCode.42901': '距离上次发送验证码不足 60 秒。',
    'errorCode.42901.todo': '显示倒计时，结束后再发送。',
    'errorCode.50000': '服务器意外失败（不会因用户输入而出现）。',
    'errorCode.50000.todo': '提示稍后再试；若持续出现，请运维人员查看服务器日志。',
    'errorCode.50001': '会话已结束（过期、注销或被撤销）。',
    'errorCode.50001.todo':
      '清除本地会话并去登录：单点登录应用去 `/sso-logout`，其他去 `/logout`（SDK 默认如此）。',
    'errorCode.50300': '服务暂时无法应答（数据库不可达或太慢），HTTP 状态为 503。',
    'errorCode.50300.todo': '稍后自动或手动重试；负载均衡器可以转到其他节点。',
    'errorCode.50301': '邮件服务器拒绝或无法连接；没有做任何修改。',
    'errorCode.50301.todo': '提示稍后再试；持续出现时请运维人员检查邮件服务器配置。',
    'errorCode.52100': '该账号已在别处登录，本会话因此结束（重复登录策略）。',
    'errorCode.52100.todo':
      '告知用户账号已在别处登录，并带其重新登录（组件会显示重复登录对话框）。',
    'errorCode.52101': '登录会结束该账号在别处的会话；`retVal` 给出那个会话的 `{ time, ip }`。',
    'errorCode.52101.todo': '请用户确认；确认后带 `overwrite: true` 重新提交登录。',
    'errorCode.53012': '令牌检查：该令牌无效、已过期或已被撤销。',
    'errorCode.53012.todo': '作为检查结果返回而不抛出：把用户当作未登录，重新走单点登录。',
    'errorCode.54002': '令牌检查或单点登录：用户的单位没有开通该应用，或应用已停用。',
    'errorCode.54002.todo': '告知用户该应用对其单位不可用；令牌本身仍然有效，不要注销。',
    'errorCode.58002': '系统选项的修改被拒绝。',
    'errorCode.58002.todo': '显示 `msg`，保留原值。',
  },
  'en-US': {
    'errorCode.0': 'Success.',
    'errorCode.0.todo': 'Read the answer in `retVal`.',
    'errorCode.-999':
      'The request got no HTTP answer: the network is down, a CORS refusal, or the request was aborted.',
    'errorCode.-999.todo':
      'Ask the user to check the network and try again; if it always happens, check the server address and CORS_ORIGINS.',
    'errorCode.40001':
      'Bad input: a field is missing or has a wrong type or form; `msg` names the field and the rule.',
    'errorCode.40001.todo':
      'Show `msg` beside the field and let the user correct it; do not retry unchanged.',
    'errorCode.40101': 'Unit, account or password do not match.',
    'errorCode.40101.todo':
      'Ask the user to enter them again; repeated failures lock the account (40103).',
    'errorCode.40102': 'An administrator has disabled the account.',
    'errorCode.40102.todo':
      "Tell the user to ask their unit's administrator to enable it; retrying does not help.",
    'errorCode.40103': 'Too many failed sign-ins: the account is locked for a while.',
    'errorCode.40103.todo':
      'Show the waiting time of `msg`; the user waits, or unlocks with the code sent by e-mail.',
    'errorCode.40104': "The account's period of use (its expiry time) has ended.",
    'errorCode.40104.todo': 'Tell the user to ask an administrator to extend the period.',
    'errorCode.40105': "The caller's IP address is not on the unit's IP whitelist.",
    'errorCode.40105.todo':
      'Tell the user to sign in from an allowed network, or ask an administrator to add the address.',
    'errorCode.40106': 'The unit validates sign-ins by SMS: the sign-in needs an SMS code.',
    'errorCode.40106.todo':
      'Show a code field, send the SMS code, then sign in again with `mobileCode`.',
    'errorCode.40107': 'The SMS code is wrong, expired or already used.',
    'errorCode.40107.todo': 'Ask the user to enter it again or to request a new code.',
    'errorCode.40108':
      'The single sign-on ticket is unknown, used, expired, or for another app or service.',
    'errorCode.40108.todo':
      'Never validate a ticket twice: send the user to the hub sign-in again for a new ticket.',
    'errorCode.40109': 'The e-mail verification code is wrong, expired or already used.',
    'errorCode.40109.todo': 'Ask the user to enter it again or to send a new code.',
    'errorCode.40110': 'The old password given to change the password is wrong.',
    'errorCode.40110.todo': 'Ask the user to enter the old password again.',
    'errorCode.40111': 'Password recovery: unit, account and bound e-mail do not match.',
    'errorCode.40111.todo':
      'Ask the user to check unit, account and e-mail; an account without an e-mail needs an administrator to reset the password.',
    'errorCode.40112':
      'The unit is disabled: nobody signs in to it until an administrator enables it again.',
    'errorCode.40112.todo':
      'Tell the user to contact the platform administrator; they may sign in to another unit.',
    'errorCode.40113':
      'The redirect or service address is not at the origin registered for the app code.',
    'errorCode.40113.todo':
      "Compare the app's registered address with the address it sends (scheme, host, port); an administrator corrects the registration.",
    'errorCode.40120': 'A login limit of the unit (weekday or time of day) refuses sign-ins now.',
    'errorCode.40120.todo': 'Show `msg` and let the user sign in at an allowed time.',
    'errorCode.40121':
      'A second factor is due: the password was right but no session was made; `retVal` is `{ mfaToken, factors, recovery, expiresAt }`, `factors` naming what this user can use now.',
    'errorCode.40121.todo':
      "Offer only what `factors` names: the authenticator app's 6-digit code (or, when `recovery` is true, a recovery code) sent with the `mfaToken` to `POST /sso/login/mfa`; for `sms`, `POST /sso/login/mfa/sms` first, then the texted code with `factor: sms`; for `passkey`, the passkey sign-in. The answer is the login result.",
    'errorCode.40122':
      "The unit's policy requires a second factor, the user has none and the grace period is over; the `mfaToken` of `retVal` allows only enrolment.",
    'errorCode.40122.todo':
      'Take the user through enrolment of a factor `factors` names: `POST /sso/login/mfa/totp` gives the secret and QR code, then a code to `/sso/login/mfa/totp/confirm` answers the recovery codes and the login result; or `POST /sso/login/mfa/passkey/options` and `/sso/login/mfa/passkey` make a passkey and answer the login result.',
    'errorCode.40123':
      'The second-factor code is wrong, malformed, already used, or the factor is not enrolled.',
    'errorCode.40123.todo':
      'Let the user type it again; repeated failures lock the account like wrong passwords.',
    'errorCode.40124': 'The `mfaToken` is unknown, expired, already used, or not for this step.',
    'errorCode.40124.todo':
      'Go back to the login page and sign in with the password again for a new token.',
    'errorCode.40125':
      "Adding a sign-in factor needs a recent proof of identity: the session's sign-in (or its last password confirmation) is too old.",
    'errorCode.40125.todo':
      'Ask for the current password (or, from a user with an authenticator app, a current code), send it to `POST /self/verify`, then repeat the call.',
    'errorCode.40150':
      'A passkey answer was refused: wrong signature, unknown passkey, another site’s, an expired or used challenge, a counter that went back, or not a WebAuthn answer.',
    'errorCode.40150.todo':
      'Show `msg`, fetch fresh options and let the user try again; never send the same answer twice.',
    'errorCode.40151': 'The user’s unit does not allow signing in with a passkey alone.',
    'errorCode.40151.todo':
      'Sign in with the password instead; the passkey can then serve as the second factor.',
    'errorCode.40301':
      'The caller lacks the permission for the action (they administer none of the records).',
    'errorCode.40301.todo':
      'Hide or disable the action; an administrator grants the permission if needed.',
    'errorCode.40302': 'The caller may not sign in to or manage this unit.',
    'errorCode.40302.todo': 'Let the user choose a unit they may use; do not retry the same unit.',
    'errorCode.40304': "A session issued for one app asked for data beyond that app's scope.",
    'errorCode.40304.todo':
      "Call only what the app's scope allows; leave other actions to the hub.",
    'errorCode.40305':
      'Changing credentials (password, recovery e-mail or mobile, second factor, unit) needs a hub session; an app session may not.',
    'errorCode.40305.todo':
      "Open the hub's page for the action (`/sso?action=password|unit&appCode&redirect`); it hands the user back to the app.",
    'errorCode.40401': "The record does not exist or is outside the caller's scope.",
    'errorCode.40401.todo': 'Refresh the list: the record may have been deleted.',
    'errorCode.42900': 'Too many sign-in, recovery or code requests.',
    'errorCode.42900.todo': 'Wait the seconds of the `Retry-After` header, then try again.',
    'errorCode.42901': 'A code was sent less than 60 seconds ago.',
    'errorCode.42901.todo': 'Show a countdown and send again when it ends.',
    'errorCode.50000': 'An unexpected server failure (never caused by user input).',
    'errorCode.50000.todo':
      "Ask the user to try again later; if it persists, operators read the server's log.",
    'errorCode.50001': 'The session has ended (expired, signed out or revoked).',
    'errorCode.50001.todo':
      'Clear the local session and sign in again: `/sso-logout` for single sign-on apps, `/logout` otherwise (the SDK does this by default).',
    'errorCode.50300':
      'The service cannot answer now (the database is unreachable or too slow); sent with HTTP 503.',
    'errorCode.50300.todo':
      'Retry after a moment; a load balancer may send the call to another node.',
    'errorCode.50301': 'The mail server refused or was unreachable; nothing was changed.',
    'errorCode.50301.todo':
      "Ask the user to try again later; if it persists, operators check the server's mail settings.",
    'errorCode.52100':
      'The account signed in elsewhere, which ended this session (repeat-login policy).',
    'errorCode.52100.todo':
      'Tell the user the account is in use elsewhere and let them sign in again (the elements show the repeat-login dialog).',
    'errorCode.52101':
      "Signing in would end the account's session elsewhere; `retVal` tells that session's `{ time, ip }`.",
    'errorCode.52101.todo':
      'Ask the user to confirm, then send the sign-in again with `overwrite: true`.',
    'errorCode.53012': 'Token check: the token is invalid, expired or revoked.',
    'errorCode.53012.todo':
      'It is returned as the check result, not thrown: treat the user as signed out and start single sign-on again.',
    'errorCode.54002':
      "Token check or single sign-on: the user's unit has not opened the app, or the app is disabled.",
    'errorCode.54002.todo':
      'Tell the user the app is not available to their unit; the token itself is still valid, so do not sign out.',
    'errorCode.58002': 'A change of a system option was refused.',
    'errorCode.58002.todo': 'Show `msg` and keep the previous value.',
  },
});
