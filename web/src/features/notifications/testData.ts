// Notifications as the GraphQL API returns them, for the tests of this feature.
export function notification(id: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Notification' as const,
    id: String(id),
    title: `Notification ${id}`,
    message: `Message ${id}`,
    created: '2026-11-23T08:15:00.000Z',
    read: false,
    ...overrides,
  };
}

export function page(items: ReturnType<typeof notification>[], totalCount = items.length) {
  return {
    __typename: 'NotificationPage' as const,
    items,
    totalCount,
    unreadCount: items.filter((item) => !item.read).length,
  };
}
