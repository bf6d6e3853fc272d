// The server writes a notification on many events (a family created, a request sent…). A
// mutation that causes one refetches the notification queries by operation name, so the bell
// updates at once instead of at the next 180 s poll — without features importing each other.
// The notifications feature names its operations exactly so (its tests check it).
export const NOTIFICATION_QUERY_NAMES = ['NotificationBell', 'NotificationList'] as const;
