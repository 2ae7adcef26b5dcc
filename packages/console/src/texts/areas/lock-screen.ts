import { defineTexts } from '../define-texts';

/** The console's lock screen after the unit's idle window (product.md §2.5 /safety/lockScreen). */
export const lockScreenTexts = defineTexts({
  'zh-CN': {
    'lockScreen.title': '屏幕已锁定',
    'lockScreen.intro': '{minutes} 分钟无操作，屏幕已锁定。请输入密码解锁。',
    'lockScreen.user': '{username}（{userCode}）',
    'lockScreen.password': '密码',
    'lockScreen.unlock': '解锁',
    'lockScreen.unlocking': '解锁中…',
    'lockScreen.signOut': '退出登录',
    'lockScreen.passwordRequired': '请输入密码',
  },
  'en-US': {
    'lockScreen.title': 'Screen locked',
    'lockScreen.intro':
      'The screen locked after {minutes} min without activity. Enter your password to unlock.',
    'lockScreen.user': '{username} ({userCode})',
    'lockScreen.password': 'Password',
    'lockScreen.unlock': 'Unlock',
    'lockScreen.unlocking': 'Unlocking…',
    'lockScreen.signOut': 'Sign out',
    'lockScreen.passwordRequired': 'Please enter the password',
  },
});
