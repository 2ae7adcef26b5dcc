/**
 * Answers for the calls Novu's Inbox makes at first paint, shaped like its API's (v1, the
 * `{ data }` envelope of @novu/js 3): a session with three unread, one page of notifications,
 * the counts per filter and no preferences. Novu's cloud is unreachable offline.
 */
const createdAt = '2026-11-28T09:00:00.000Z';

function notification(index: number) {
  return {
    id: `n${index}`,
    transactionId: `t${index}`,
    subject: `Notification ${index}`,
    body: `Body of notification ${index}`,
    to: { id: 's1', subscriberId: 'bench-subscriber' },
    isRead: false,
    isSeen: false,
    isArchived: false,
    isSnoozed: false,
    createdAt,
    channelType: 'in_app',
    severity: 'none',
    tags: [],
    data: {},
    workflow: { id: 'w1', identifier: 'bench', name: 'Bench', critical: false, tags: [] },
  };
}

export function novuAnswer(method: string, path: string, query: URLSearchParams): unknown {
  if (method === 'POST' && path.endsWith('/inbox/session')) {
    return {
      data: {
        token: 'bench-token',
        totalUnreadCount: 3,
        unreadCount: { total: 3, severity: {} },
        removeNovuBranding: true,
        maxSnoozeDurationHours: 24,
        isDevelopmentMode: false,
        applicationIdentifier: 'bench-app',
      },
    };
  }
  if (path.endsWith('/inbox/notifications/count')) {
    const filters = JSON.parse(query.get('filters') ?? '[]') as unknown[];
    return { data: filters.map((filter) => ({ count: 3, filter })) };
  }
  if (path.endsWith('/inbox/notifications')) {
    return { data: [1, 2, 3].map(notification), hasMore: false, filter: {} };
  }
  if (path.includes('/inbox/preferences')) return { data: [] };
  return { data: [] };
}
