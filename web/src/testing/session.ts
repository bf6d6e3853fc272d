// Sessions for tests: a demo user with the given roles and configuration flags.
import { DEFAULT_FLAGS } from '../app/session/configuration';
import type { AppConfiguration, FeatureFlags, Session } from '../shared/session/session';

export interface TestSessionOptions {
  username?: string;
  roles?: string[];
  groups?: string[];
  flags?: Partial<FeatureFlags>;
  configuration?: Partial<AppConfiguration>;
  getAccessToken?: Session['getAccessToken'];
  logout?: Session['logout'];
}

export function testSession(options: TestSessionOptions = {}): Session {
  const username = options.username ?? 'controller';
  return {
    user: {
      username,
      displayName: options.username ? username : 'Carla Controller',
      roles: options.roles ?? [],
      groups: options.groups ?? [],
    },
    configuration: {
      present: true,
      appName: 'Cost Steering',
      pageTitle: 'Cost Steering',
      financialGoalLabel: 'Budget',
      colors: {},
      logo: null,
      ...options.configuration,
      flags: { ...DEFAULT_FLAGS, ...options.flags },
    },
    getAccessToken: options.getAccessToken ?? (async () => 'test-token'),
    logout: options.logout ?? jest.fn(),
  };
}
