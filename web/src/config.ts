// The one place the web app learns where things are. The OIDC settings are runtime configuration
// written by the bff into index.html (a JSON block, id 'app-config') and served at
// GET /app-config.json, so one build runs against any identity provider. The block saves a round
// trip on the first load; the request is the fallback (Vite's dev server serves its own page).
import { GRAPHQL_ENDPOINT, RUNTIME_CONFIG_ELEMENT_ID } from './early/firstWave';

export interface RuntimeConfig {
  readonly oidcAuthority: string;
  readonly oidcClientId: string;
}

/** Same-origin paths answered by the bff (proxied by Vite in development). */
export const ENDPOINTS = {
  appConfig: '/app-config.json',
  graphql: GRAPHQL_ENDPOINT,
  activityLog: '/files/activity-log',
  /** The planning picture (beyond the spec) as CSV. */
  planningPictureCsv: '/files/planning-picture.csv',
  invoiceCsv: '/files/invoices/csv',
  invoiceCsvTemplate: '/files/invoices/csv/template',
  /** POST { errorRows }: the failed rows of an import as failed_rows.pdf. */
  importErrorsPdf: '/files/pdf/import-errors',
  /** POST { errorRows }: the failed rows as failed_rows.xlsx or .csv, to correct and upload again. */
  failedRows: (format: 'xlsx' | 'csv') => `/files/invoices/csv/failed-rows?format=${format}`,
  /** Spec §7 GET /pdf/{invoiceID}/{language}, served by the bff's file routes. */
  invoicePdf: (invoiceId: string, language: 'english' | 'german') =>
    `/files/pdf/${encodeURIComponent(invoiceId)}/${language}`,
  /** Every row of a list as .xlsx (bff/README.md 'List exports'); the query string is added. */
  listExport: (list: string) => `/files/export/${encodeURIComponent(list)}.xlsx`,
} as const;

function requireText(source: Record<string, unknown>, key: keyof RuntimeConfig): string {
  const value = source[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${ENDPOINTS.appConfig} has no ${key}`);
  }
  return value.trim();
}

function inlineConfig(page: Document): Record<string, unknown> | null {
  const text = page.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function loadRuntimeConfig(
  fetchFn: typeof fetch = fetch,
  page: Document = document,
): Promise<RuntimeConfig> {
  let body = inlineConfig(page);
  if (!body) {
    const response = await fetchFn(ENDPOINTS.appConfig, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) {
      throw new Error(`${ENDPOINTS.appConfig} answered ${response.status}`);
    }
    body = (await response.json()) as Record<string, unknown>;
  }
  return Object.freeze({
    oidcAuthority: requireText(body, 'oidcAuthority'),
    oidcClientId: requireText(body, 'oidcClientId'),
  });
}
