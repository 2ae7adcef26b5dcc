import { z } from 'zod';
import { codeSchema } from './page-query';

/**
 * WeChat binding (api-contract.md §7.9 /thirdPlatform; product.md §3 "bound wechat, followed
 * public account"). getBindWechatUrl answers the QR-code page to open, with a one-time `state`
 * bound to the caller's session; WeChat sends the browser back to /thirdPlatform/bind with that
 * state and a `code`. The reference server holds no WeChat credentials, so it does not exchange
 * the code with WeChat: the code stands for the account's openId.
 */

/** GET {UC}/thirdPlatform/getWechatAccounts?unitCode&userCode (both default to the caller). */
export const wechatAccountsQuerySchema = z.object({
  unitCode: codeSchema().optional(),
  userCode: codeSchema().optional(),
});
export type WechatAccountsQuery = z.input<typeof wechatAccountsQuerySchema>;

export const wechatAccountSchema = z.object({
  openId: z.string(),
  /** The user follows the public account. */
  followed: z.enum(['T', 'F']),
});
export type WechatAccount = z.output<typeof wechatAccountSchema>;

/** GET {UC}/thirdPlatform/getBindWechatUrl?appId: the WeChat app (official account) id. */
export const bindWechatUrlQuerySchema = z.object({ appId: codeSchema(64) });
export type BindWechatUrlQuery = z.input<typeof bindWechatUrlQuerySchema>;

export const bindWechatUrlSchema = z.object({
  /** The WeChat QR-code login page, redirecting to /thirdPlatform/bind. */
  url: z.string(),
  /** One-time, valid 5 minutes, bound to the caller's session. */
  state: z.string(),
});
export type BindWechatUrl = z.output<typeof bindWechatUrlSchema>;

/** GET {UC}/thirdPlatform/bind?state&code: WeChat's redirect; binds the account to the user. */
export const wechatBindQuerySchema = z.object({
  state: z.string().trim().min(1).max(128),
  code: z.string().trim().min(1).max(64),
});
export type WechatBindQuery = z.input<typeof wechatBindQuerySchema>;
