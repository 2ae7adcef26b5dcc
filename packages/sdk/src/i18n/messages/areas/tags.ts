import { defineMessages } from '../define-messages';

/** Managed tags (product.md §3 "tags", api-contract.md §7.4 /userManagedTag): console and server. */
export const tags = defineMessages({
  'zh-CN': {
    'tags.codeExists': '本单位中标签编码已存在',
    'tags.notOfUnit': '标签（tagIds）必须是该用户所在单位的标签',
  },
  'en-US': {
    'tags.codeExists': 'Tag code already exists in this unit',
    'tags.notOfUnit': 'Tags (tagIds) must be tags of the user’s unit',
  },
});
