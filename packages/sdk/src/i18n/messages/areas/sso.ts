import { ssoHub } from './sso-hub';
import { ssoRules } from './sso-rules';

/**
 * Every text of the SSO rules, hub and child, as one area (the console edits them as page
 * 'sso'). The runners register only their half: `ssoRules` for a child, `ssoHub` on the hub.
 */
export const sso = {
  'zh-CN': { ...ssoRules['zh-CN'], ...ssoHub['zh-CN'] },
  'en-US': { ...ssoRules['en-US'], ...ssoHub['en-US'] },
};
