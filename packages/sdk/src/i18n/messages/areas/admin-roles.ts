import { defineMessages } from '../define-messages';

/**
 * Role order, groups, child roles, templates, dispatch to hotels and assignment to departments
 * (product.md §2.5 /role/admin-roles, /role/roleList; §6), on the console and from the server.
 */
export const adminRoles = defineMessages({
  'zh-CN': {
    'roleAdmin.templateInvalid': 'templateId：模板须为本单位的模板角色（自有或下发到本单位）',
  },
  'en-US': {
    'roleAdmin.templateInvalid':
      'templateId: the template must be a template role of the unit (its own or dispatched to it)',
  },
});
