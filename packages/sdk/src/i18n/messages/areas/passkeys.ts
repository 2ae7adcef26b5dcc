import { defineMessages } from '../define-messages';

/**
 * Passkeys: the "Passkeys" section of the Sign-in security dialog and the login page's passkey
 * sign-in (alone, or as the second factor).
 */
export const passkeys = defineMessages({
  'zh-CN': {
    'passkey.title': '通行密钥',
    'passkey.hint': '用设备的指纹、面容、PIN 或安全密钥登录，无需输入验证码。',
    'passkey.none': '还没有通行密钥。',
    'passkey.add': '添加通行密钥',
    'passkey.name': '名称',
    'passkey.namePlaceholder': '例如：办公电脑',
    'passkey.nameRequired': '请输入名称',
    'passkey.create': '创建',
    'passkey.added': '通行密钥已添加',
    'passkey.created': '添加于 {date}',
    'passkey.lastUsed': '最近使用 {date}',
    'passkey.neverUsed': '尚未使用',
    'passkey.rename': '重命名',
    'passkey.save': '保存',
    'passkey.remove': '删除',
    'passkey.removePassword': '输入当前密码以删除“{name}”',
    'passkey.removeConfirm': '确认删除',
    'passkey.removed': '通行密钥已删除',
    'passkey.cancelled': '操作已取消或超时',
    'passkey.unsupported': '此浏览器不支持通行密钥',
  },
  'en-US': {
    'passkey.title': 'Passkeys',
    'passkey.hint':
      'Sign in with your device’s fingerprint, face, PIN or a security key, without typing a code.',
    'passkey.none': 'No passkeys yet.',
    'passkey.add': 'Add a passkey',
    'passkey.name': 'Name',
    'passkey.namePlaceholder': 'e.g. Work laptop',
    'passkey.nameRequired': 'Enter a name',
    'passkey.create': 'Create',
    'passkey.added': 'Passkey added',
    'passkey.created': 'Added {date}',
    'passkey.lastUsed': 'Last used {date}',
    'passkey.neverUsed': 'Not used yet',
    'passkey.rename': 'Rename',
    'passkey.save': 'Save',
    'passkey.remove': 'Remove',
    'passkey.removePassword': 'Enter your current password to remove “{name}”',
    'passkey.removeConfirm': 'Remove',
    'passkey.removed': 'Passkey removed',
    'passkey.cancelled': 'Cancelled or timed out',
    'passkey.unsupported': 'This browser does not support passkeys',
  },
});
