import { NOTIFICATION_QUERY_NAMES } from '../../shared/refetch/notificationQueries';
import { NotificationBellQuery } from './components/NotificationBell';
import { NotificationListQuery } from './pages/NotificationsPage';
import { dropdownMessage, dropdownTitle, pageMessage } from './truncate';

describe('notification cut rules (spec §9)', () => {
  it('cuts a dropdown title longer than 20 characters to 20', () => {
    expect(dropdownTitle('12345678901234567890')).toBe('12345678901234567890');
    expect(dropdownTitle('123456789012345678901')).toBe('12345678901234567890...');
  });

  it('cuts a dropdown message to 20 characters only when it is over 25', () => {
    expect(dropdownMessage('1234567890123456789012345')).toBe('1234567890123456789012345');
    expect(dropdownMessage('12345678901234567890123456')).toBe('12345678901234567890...');
  });

  it('cuts a message on the notifications screen at 70 characters', () => {
    const seventy = 'x'.repeat(70);
    expect(pageMessage(seventy)).toBe(seventy);
    expect(pageMessage(`${seventy}y`)).toBe(`${seventy}...`);
  });

  it('counts and cuts by characters, never halving an emoji (two UTF-16 units)', () => {
    const title = `${'d'.repeat(17)}🚀🚀🚀`; // 20 characters, 23 UTF-16 units
    expect(dropdownTitle(title)).toBe(title);
    expect(dropdownTitle(`${'d'.repeat(19)}🚀 approved`)).toBe(`${'d'.repeat(19)}🚀...`);
    expect(dropdownMessage(`${'m'.repeat(19)}🚀🚀🚀🚀🚀🚀`)).toBe(`${'m'.repeat(19)}🚀🚀🚀🚀🚀🚀`);
    expect(pageMessage(`${'x'.repeat(69)}🚀 and more`)).toBe(`${'x'.repeat(69)}🚀...`);
  });
});

describe('notification queries', () => {
  it('are named as the queries other features refetch after a server-written notification', () => {
    const names = [NotificationBellQuery, NotificationListQuery].map((document) =>
      document.definitions.map((definition) =>
        definition.kind === 'OperationDefinition' ? definition.name?.value : undefined,
      ),
    );
    expect(names.flat().filter(Boolean)).toEqual(NOTIFICATION_QUERY_NAMES);
  });
});
