import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_APP_NAME,
  toConfiguration,
  toCurrencies,
  toLogoDataUrl,
  toNamedList,
  toUsers,
  toVersion,
} from './mappers.ts';

describe('configuration mapper', () => {
  it('applies the spec §1 defaults to an empty configuration', () => {
    const configuration = toConfiguration({});
    assert.equal(configuration.appName, DEFAULT_APP_NAME);
    assert.equal(configuration.financialGoalLabel, 'Budget');
    assert.equal(configuration.costUnitsEnabled, true);
    assert.equal(configuration.purchaseRequestArchiveEnabled, true);
    assert.equal(configuration.invoiceImporterEnabled, false);
    for (const flag of [
      'suppliersEnabled',
      'prSbuEnabled',
      'prJustificationEnabled',
      'prAccountingElement',
      'undefinedEnabled',
      'createInvoiceEnabled',
      'regionsEnabled',
      'buyingUnitEnabled',
      'budgetLimitEnabled',
      'invoicesExportEnabled',
      'invoiceDateRangeEnabled',
      'limitedPrAmountEnabled',
    ] as const) {
      assert.equal(configuration[flag], false, flag);
    }
    assert.ok(Object.values(configuration.colors).every((color) => color === null));
  });

  it('translates snake_case keys, flags written as text and colours', () => {
    const configuration = toConfiguration({
      app_name: 'IT Steering',
      financial_goal_label: 'Forecast',
      cost_units_enabled: false,
      invoice_importer_enabled: 'true',
      budget_limit_enabled: true,
      limited_pr_amount_enabled: true,
      colors: { primary: '#123456', text_header: '#ffffff', body: '' },
    });
    assert.equal(configuration.appName, 'IT Steering');
    assert.equal(configuration.financialGoalLabel, 'Forecast');
    assert.equal(configuration.costUnitsEnabled, false);
    assert.equal(configuration.invoiceImporterEnabled, true);
    assert.equal(configuration.budgetLimitEnabled, true);
    assert.equal(configuration.limitedPrAmountEnabled, true);
    assert.equal(configuration.colors.primary, '#123456');
    assert.equal(configuration.colors.textHeader, '#ffffff');
    assert.equal(configuration.colors.body, null);
  });

  it('keeps the default name when the file has a blank one', () => {
    assert.equal(toConfiguration({ app_name: '  ' }).appName, DEFAULT_APP_NAME);
  });
});

describe('logo mapper', () => {
  it('makes a data URL with the media type of the file', () => {
    const logo = { contentType: 'image/svg+xml; charset=utf-8', bytes: Buffer.from('<svg/>') };
    assert.equal(toLogoDataUrl(logo), `data:image/svg+xml;base64,${btoa('<svg/>')}`);
  });

  it('gives null when there is no logo', () => {
    assert.equal(toLogoDataUrl(null), null);
    assert.equal(toLogoDataUrl({ contentType: 'image/png', bytes: Buffer.alloc(0) }), null);
  });
});

describe('version mapper', () => {
  it("defaults to '1.0.0' when the server does not say", () => {
    assert.equal(toVersion(null), '1.0.0');
    assert.equal(toVersion({}), '1.0.0');
    assert.equal(toVersion({ version: '2.3.1' }), '2.3.1');
  });
});

describe('list mappers', () => {
  it('lists currencies with EUR first and rates kept as exact strings', () => {
    assert.deepEqual(toCurrencies({ USD: '1.08000000', CHF: '0.94000000', EUR: '1.00000000' }), [
      { id: 'EUR', rate: '1.00000000' },
      { id: 'CHF', rate: '0.94000000' },
      { id: 'USD', rate: '1.08000000' },
    ]);
  });

  it('turns lists keyed by id into arrays in id order with string ids', () => {
    assert.deepEqual(toNamedList({ '10': { id: 10, name: 'Ten' }, '2': { id: 2, name: 'Two' } }), [
      { id: '2', name: 'Two' },
      { id: '10', name: 'Ten' },
    ]);
    assert.deepEqual(toUsers({ '3': { id: 3, username: 'viewer' } }), [
      { id: '3', username: 'viewer' },
    ]);
    assert.deepEqual(toNamedList({}), []);
  });
});
