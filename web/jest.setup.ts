import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A screen that appears after a lazy import (route pages, dialogs) is compiled by SWC on its first
// import in a test file: on a loaded machine that took longer than Testing Library's default wait of
// 1 s (seen as a flaky route test). Waiting longer only delays a failure, never a pass: 15 s,
// since a whole run niced beside other work (load average 16) took the overview's first card
// past 5 s once (OverviewPage.test, 148 s for the file that takes 24 s alone).
configure({ asyncUtilTimeout: 15000 });

// Tables keep the user's column choice in localStorage: no test sees what an earlier one chose.
// (Test files in the node environment have no localStorage.)
beforeEach(() => globalThis.localStorage?.clear());
