import { defineMessages } from '../define-messages';

/** The console's audit trail screen (System management → Security → Audit trail). */
export const audit = defineMessages({
  'zh-CN': {
    'route.audit.trail': '审计日志',
  },
  'en-US': {
    'route.audit.trail': 'Audit trail',
  },
});
