// When budget figures may be entered (spec §2 'Data entry': Budget only in budgeting periods).
// Decision: the budgeting period is the fourth quarter (October to December), when the next
// calendar year — the fiscal year (DESIGN.md §4) — is planned. Local time, as the user sees it.
const FIRST_BUDGETING_MONTH = 9; // October, 0-based

export function isBudgetingPeriod(today: Date): boolean {
  return today.getMonth() >= FIRST_BUDGETING_MONTH;
}
