// The signed-in user's notifications as .xlsx (http/list-export.ts): every notification of the
// current search and sort. Date is the instant in UTC (a spreadsheet cell has no time zone).
import type { Notification } from '../generated/graphql.ts';
import { listExport } from '../http/list-export.ts';

type NotificationRow = Pick<Notification, 'title' | 'message' | 'created' | 'read'>;

export const notificationsExport = listExport<NotificationRow>({
  fileName: 'notifications',
  query: `
    query Export($offset: Int!, $limit: Int!, $search: String, $sort: NotificationSort) {
      page: notifications(offset: $offset, limit: $limit, search: $search, sort: $sort) {
        totalCount
        items { title message created read }
      }
    }`,
  columns: [
    { label: 'Title', type: 'text', value: (notification) => notification.title },
    { label: 'Message', type: 'text', value: (notification) => notification.message, width: 60 },
    { label: 'Date (UTC)', type: 'datetime', value: (notification) => notification.created },
    { label: 'Read', type: 'text', value: (notification) => notification.read, width: 8 },
  ],
});
