// The constants of spec §9, pinned to the spec's own numbers: forms, servers and tests read them
// through LIMITS and TIMINGS, so a changed value would pass every other test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_CURRENCY,
  DEFAULT_GOAL_LABEL,
  DEFAULT_VERSION,
  LIMITS,
  NOTIFICATION_DROPDOWN_SIZE,
  PAGE_SIZE,
  TIMINGS,
} from './limits.ts';

describe('spec §9 constants', () => {
  it('times: banner 3000 ms, logout check 5000 ms, poll 180000 ms, filter fetch 100 ms, …', () => {
    assert.deepEqual(TIMINGS, {
      bannerMs: 3000,
      logoutWithoutUserMs: 5000,
      notificationPollMs: 180000,
      filterFetchDelayMs: 100,
      productDetailWaitMs: 500,
      platformCostRefetchMs: 1000,
      redirectAfterCreateMs: 1500,
      modalCloseAfterCreateMs: 1000,
      requestRedirectMs: 500,
      chunkLoadTimeoutMs: 120000,
    });
  });

  it('limits: order number 32, names 32, image 0.5 MB, search 40, year 1900 to 3000, …', () => {
    assert.deepEqual(LIMITS, {
      nameMax: 32,
      yearMin: 1900,
      yearMax: 3000,
      searchMax: 40,
      orderNumberMax: 32,
      orderTextMax: 50,
      accountingElementMax: 16,
      commentMax: 90,
      resourceNameMax: 32,
      justificationCommentMax: 200,
      demandTitleMax: 32,
      demandIdMax: 12,
      financialTextMax: 240,
      // 0.5 MB as the web and the REST API count it (rest-api/CONTRACT.md 'Images').
      productImageBytes: 512000,
    });
  });

  it('page size 10, dropdown 5, EUR, version 1.0.0, goal label Budget', () => {
    assert.deepEqual(
      [
        PAGE_SIZE,
        NOTIFICATION_DROPDOWN_SIZE,
        DEFAULT_CURRENCY,
        DEFAULT_VERSION,
        DEFAULT_GOAL_LABEL,
      ],
      [10, 5, 'EUR', '1.0.0', 'Budget'],
    );
  });
});
