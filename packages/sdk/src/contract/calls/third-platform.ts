import { z } from 'zod';
import { answer, defineCall } from '../call';
import {
  bindWechatUrlQuerySchema,
  bindWechatUrlSchema,
  wechatAccountSchema,
  wechatAccountsQuerySchema,
  wechatBindQuerySchema,
} from '../third-platform';

/** WeChat binding (api-contract.md §7.9 /thirdPlatform), under the UC base. */
const read = { base: 'UC', method: 'GET' } as const;

export const THIRD_PLATFORM_CALLS = {
  wechatAccounts: defineCall({
    ...read,
    family: 'signedIn',
    path: '/thirdPlatform/getWechatAccounts',
    input: wechatAccountsQuerySchema,
    output: answer(z.array(wechatAccountSchema)),
    summary: 'The WeChat account bound to a user',
    readme: {
      input: '`unitCode?`, `userCode?`',
      answer: '`WechatAccount[]` of the caller (or a user they administer)',
    },
  }),
  bindWechatUrl: defineCall({
    ...read,
    family: 'signedIn',
    path: '/thirdPlatform/getBindWechatUrl',
    input: bindWechatUrlQuerySchema,
    output: answer(bindWechatUrlSchema),
    summary: 'WeChat QR-code page and one-time state',
    readme: {
      input: '`appId`',
      answer:
        "`{ url, state }`: WeChat's QR-code page; `state` is one-time (5 min), bound to the session",
    },
  }),
  // WeChat sends the browser here: no Authorization header, the one-time state stands for it.
  bind: defineCall({
    ...read,
    family: 'public',
    path: '/thirdPlatform/bind',
    input: wechatBindQuerySchema,
    output: answer(wechatAccountSchema),
    summary: "WeChat's redirect: binds the account",
    readme: {
      input: '`state`, `code`',
      answer:
        "WeChat's redirect (no token): binds `code` as the openId (no WeChat credentials here)",
    },
  }),
};
