import { defineMessages } from '../define-messages';
import { validationEnUS } from './validation.en-US';
import { validationZhCN } from './validation.zh-CN';

/** Validation messages (product.md §5); the rules live in src/validation. */
export const validation = defineMessages({ 'zh-CN': validationZhCN, 'en-US': validationEnUS });
