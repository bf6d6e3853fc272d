import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A screen that appears after a lazy import (route pages, dialogs) is compiled by SWC on its first
// import in a test file: on a loaded machine that took longer than Testing Library's default wait of
// 1 s (seen as a flaky route test). Waiting up to 5 s only delays a failure, never a pass.
configure({ asyncUtilTimeout: 5000 });

// Tables keep the user's column choice in localStorage: no test sees what an earlier one chose.
// (Test files in the node environment have no localStorage.)
beforeEach(() => globalThis.localStorage?.clear());
