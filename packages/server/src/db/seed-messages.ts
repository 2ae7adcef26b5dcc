import { createHash } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import { DEMO_UNITS, DEMO_USERS } from './demo/index';
import { messageRecipients, messages } from './schema';
import { must, type SeedContext } from './seed-context';

/**
 * Demo messages (DESIGN.md "Defaults": messages of every level and type), unread and read, two
 * system tips (isShow T), and enough private messages for `frontdesk` to page through.
 */
interface DemoMessage {
  key: string;
  title: string;
  text: string;
  /** The zh-CN wording: every seeded message reads in the reader's locale (product.md §1). */
  zh: { title: string; text: string };
  level: 'INFO' | 'WARN' | 'SERIOUS';
  type: 'PRIVATE' | 'NOTICE' | 'SYSTEM' | 'PUBLIC';
  isShow?: 'T';
  /** `userCode` of the publisher; absent: the system. */
  from?: string;
  to: string[];
  read?: string[];
  hoursAgo: number;
}

const EVERYONE = DEMO_USERS.map((u) => u.userCode);
const HARBOUR = DEMO_USERS.filter((u) => ['G001', 'H001', 'H002', 'H003'].includes(u.unitCode)).map(
  (u) => u.userCode,
);
const HOTELS = DEMO_USERS.filter((u) => u.unitCode.startsWith('H')).map((u) => u.userCode);

export const DEMO_MESSAGES: DemoMessage[] = [
  {
    key: 'welcome',
    title: 'Welcome to Portico',
    text: 'Your account is ready. Messages from your group and the platform arrive here.',
    zh: { title: '欢迎使用 Portico', text: '您的账号已就绪。来自集团和平台的消息都会显示在这里。' },
    level: 'INFO',
    type: 'PRIVATE',
    from: 'admin',
    to: ['frontdesk', 'newhire', 'manager', 'groupadmin'],
    read: ['frontdesk', 'manager'],
    hoursAgo: 70,
  },
  {
    key: 'linen-delay',
    title: 'Linen delivery delayed',
    text: 'Fresh Linen Supply reports a delay of one day. Please plan room turnover accordingly.',
    zh: { title: '布草配送延迟', text: '鲜洁布草供应商通知配送延迟一天，请相应安排客房周转。' },
    level: 'WARN',
    type: 'PRIVATE',
    from: 'groupadmin',
    to: ['frontdesk', 'newhire', 'nightaudit'],
    hoursAgo: 30,
  },
  {
    key: 'fire-drill',
    title: 'Fire drill at 15:00 today',
    text: 'All front office staff gather at the main entrance. Guests will be informed.',
    zh: { title: '今天 15:00 消防演习', text: '前厅全体员工到正门集合，将提前告知宾客。' },
    level: 'SERIOUS',
    type: 'PRIVATE',
    from: 'groupadmin',
    to: ['frontdesk', 'manager'],
    hoursAgo: 3,
  },
  {
    key: 'handover',
    title: 'Shift handover notes',
    text: 'Two late arrivals expected; the VIP suite is ready.',
    zh: { title: '交接班记录', text: '预计有两位晚到宾客；VIP 套房已准备好。' },
    level: 'INFO',
    type: 'PRIVATE',
    from: 'manager',
    to: ['duty', 'lockedout'],
    read: ['duty'],
    hoursAgo: 12,
  },
  {
    key: 'maintenance-window',
    title: 'Quarterly maintenance window',
    text: 'The platform is maintained on the first Sunday of the quarter, 02:00–04:00.',
    zh: { title: '季度维护窗口', text: '平台在每季度第一个星期日 02:00–04:00 进行维护。' },
    level: 'INFO',
    type: 'NOTICE',
    from: 'admin',
    to: EVERYONE,
    read: ['admin', 'support'],
    hoursAgo: 48,
  },
  {
    key: 'check-in-policy',
    title: 'New check-in policy',
    text: 'From next week every guest shows an identity document at check-in.',
    zh: { title: '新的入住政策', text: '从下周起，每位宾客入住时须出示身份证件。' },
    level: 'WARN',
    type: 'NOTICE',
    from: 'groupadmin',
    to: HARBOUR,
    read: ['groupadmin', 'frontdesk'],
    hoursAgo: 20,
  },
  {
    key: 'upgrade-tonight',
    title: 'System upgrade tonight 23:00–23:30',
    text: 'Sign-in may be interrupted for a few minutes. Save your work before 23:00.',
    zh: {
      title: '今晚 23:00–23:30 系统升级',
      text: '登录可能中断几分钟，请在 23:00 前保存您的工作。',
    },
    level: 'SERIOUS',
    type: 'SYSTEM',
    isShow: 'T',
    to: EVERYONE,
    hoursAgo: 2,
  },
  {
    key: 'search-tip',
    title: 'Tip: press Enter to search the message centre',
    text: 'Choose a publish time range of up to 7 days, then press Enter.',
    zh: {
      title: '提示：在消息中心按回车键搜索',
      text: '选择不超过 7 天的发布时间范围，然后按回车键。',
    },
    level: 'INFO',
    type: 'SYSTEM',
    isShow: 'T',
    to: EVERYONE,
    read: ['admin'],
    hoursAgo: 26,
  },
  {
    key: 'release-notes',
    title: 'Portico 1.0 release notes',
    text: 'Live messages, a new message centre and drop-in elements for every business page.',
    zh: {
      title: 'Portico 1.0 发布说明',
      text: '实时消息、全新的消息中心，以及可嵌入每个业务页面的组件。',
    },
    level: 'INFO',
    type: 'PUBLIC',
    from: 'admin',
    to: EVERYONE,
    read: ['admin', 'groupadmin', 'frontdesk'],
    hoursAgo: 96,
  },
  {
    key: 'password-reminder',
    title: 'Password policy reminder',
    text: 'Hotel accounts change their password every 90 days.',
    zh: { title: '密码策略提醒', text: '酒店账号每 90 天更换一次密码。' },
    level: 'WARN',
    type: 'PUBLIC',
    from: 'groupadmin',
    to: HOTELS,
    hoursAgo: 8,
  },
  ...Array.from({ length: 11 }, (_, i): DemoMessage => ({
    key: `reservation-${101 + i}`,
    title: `Reservation update #${101 + i}`,
    text: `Booking ${101 + i} was changed by the channel manager.`,
    zh: { title: `预订更新 #${101 + i}`, text: `预订 ${101 + i} 已被渠道管理器修改。` },
    level: 'INFO',
    type: 'PRIVATE',
    to: ['frontdesk'],
    read: i % 3 === 0 ? ['frontdesk'] : [],
    hoursAgo: 4 + i * 5,
  })),
];

/** Stable ids, so that a second run inserts only what is missing. */
function demoId(key: string): string {
  const hex = createHash('sha256').update(`portico-demo-message:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function seedMessages(ctx: SeedContext): Promise<void> {
  const now = Date.now();
  for (const m of DEMO_MESSAGES) {
    const id = demoId(m.key);
    const publisher = m.from ? DEMO_USERS.find((u) => u.userCode === m.from) : undefined;
    const unit = publisher && DEMO_UNITS.find((u) => u.code === publisher.unitCode);
    const publishDate = new Date(now - m.hoursAgo * 3_600_000);
    ctx.count(
      await ctx.tx
        .insert(messages)
        .values({
          id,
          title: m.title,
          text: m.text,
          level: m.level,
          type: m.type,
          isShow: m.isShow ?? 'F',
          publisherUserId: publisher ? ctx.userId(publisher.userCode) : null,
          publisherUnitId: ctx.unitId(publisher?.unitCode ?? 'PLATFORM'),
          srcUsercode: publisher?.userCode ?? 'system',
          srcUsername: publisher?.name ?? 'Portico',
          srcOrgname: unit ? must(unit, 'unit').descript : 'Portico Platform',
          publishDate,
          createdAt: publishDate,
          translations: { 'zh-CN': m.zh },
        })
        // A database seeded before messages had translations gets them, once.
        .onConflictDoUpdate({
          target: messages.id,
          set: { translations: { 'zh-CN': m.zh } },
          where: isNull(messages.translations),
        })
        .returning({ id: messages.id }),
    );
    const rows = m.to.map((userCode) => {
      const read = m.read?.includes(userCode) ?? false;
      return {
        messageId: id,
        userId: ctx.userId(userCode),
        readState: read ? ('T' as const) : ('F' as const),
        readAt: read ? publishDate : null,
      };
    });
    await ctx.insertNew(messageRecipients, rows);
  }
}
