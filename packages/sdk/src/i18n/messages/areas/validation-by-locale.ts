import type { LazyMessageArea } from '../../lazy-messages';
import { validationZhCN } from './validation.zh-CN';

/**
 * The validation texts for `registerLazyMessages`: zh-CN (the fallback) comes with the page,
 * en-US is a chunk of its own (this module imports it only dynamically), downloaded when a page
 * shows or switches to it.
 */
export const validationByLocale: LazyMessageArea = {
  'zh-CN': validationZhCN,
  'en-US': () => import('./validation.en-US').then((m) => m.validationEnUS),
};
