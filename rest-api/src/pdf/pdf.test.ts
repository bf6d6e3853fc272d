// GET /pdf/{invoiceID}/{language} (spec §7): the PDF is read back as text (unpdf) and must show
// the labels of its language, the amounts in that language's number format (worked out by hand),
// the dates in its long format, and names with č, ć, đ, ü and & exactly as stored.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import { startOrdersContext, type OrdersContext } from '../testing/orders-fixture.ts';
import { rewriteConfig } from '../testing/requests-fixture.ts';
import type { Json } from '../testing/support.ts';

interface PdfReply {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
}

async function readPdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  // A cell's text may wrap: lines and spaces read as one space.
  return text.replace(/\s+/g, ' ');
}

describe('invoice PDF', () => {
  let context: OrdersContext;
  let invoiceId: number;
  let rangeInvoiceId: number;

  const download = async (path: string, username = 'viewer'): Promise<PdfReply> => {
    const token = await context.issuer.mintFor(username);
    const response = await fetch(`${context.api.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      headers: response.headers,
      bytes: new Uint8Array(await response.arrayBuffer()),
    };
  };
  const pdfText = async (path: string, username?: string) => {
    const reply = await download(path, username);
    assert.equal(reply.status, 200, new TextDecoder().decode(reply.bytes));
    return readPdfText(reply.bytes);
  };

  before(async () => {
    context = await startOrdersContext();
    await context.api.query(
      `insert into companies (id, name, street, house_number, postal_code, city, country)
       values (611, 'Müller & Söhne', 'Hauptstraße', '7a', '80331', 'München', 'Germany')`,
    );
    await context.api.query(
      `insert into company_contacts (id, company_id, name, phone, email)
       values (711, 611, 'Ana Kovač', '+49 89 123456', 'ana.kovac@example.com')`,
    );
    // 12.5 person days × 1000.00 + 1,234,567.89 = 1,247,067.89 EUR ordered.
    const order = await context.insertOrder({
      ordertext: 'Đurđa Ćosić consulting',
      ordernumber: 'PO-Č-17',
      podate: '2026-03-02',
      deliverydate: '2026-09-30',
      contact: 711,
      items: [
        {
          amount: '12500.00',
          resource: { name: 'Đurđa Ćosić', quantity: '12.5', dailyRate: '1000.00' },
        },
        { amount: '1234567.89', classification: ['Expense', 'Maintenance'] },
      ],
    });
    const post = async (body: Json) => {
      const reply = await context.as('approver').post<Json>('/invoices', body);
      assert.equal(reply.status, 201, reply.text);
      return reply.body.id as number;
    };
    // 2.5 d × 1000.00 = 2,500.00 and 1,234.56: 3,734.56 invoiced, 1,243,333.33 remain.
    invoiceId = await post({
      name: 'März – Ana Kovač',
      date: '2026-03-10',
      purchaseorder_id: order.id,
      listitems: [
        { po_listitem_id: order.items[0], quantity: '2.5' },
        { po_listitem_id: order.items[1], amount: '1234.56' },
      ],
    });
    // Then 0.01 more, on a billing period: 1,243,333.32 remain.
    rangeInvoiceId = await post({
      name: 'Period',
      start_date: '2026-03-10',
      end_date: '2026-03-31',
      purchaseorder_id: order.id,
      listitems: [{ po_listitem_id: order.items[1], amount: '0.01' }],
    });
  });
  after(() => context.close());

  it('answers a PDF download named invoice_{id}.pdf to every signed-in role', async () => {
    for (const username of ['viewer', 'requester', 'approver']) {
      const reply = await download(`/pdf/${invoiceId}/english`, username);
      assert.equal(reply.status, 200, username);
      assert.equal(reply.headers.get('content-type'), 'application/pdf');
      assert.equal(
        reply.headers.get('content-disposition'),
        `attachment; filename="invoice_${invoiceId}.pdf"`,
      );
      assert.equal(new TextDecoder().decode(reply.bytes.slice(0, 5)), '%PDF-');
    }
  });

  it('prints the English labels, amounts, dates and names', async () => {
    const text = await pdfText(`/pdf/${invoiceId}/english`);
    const expected = [
      // labels
      'INVOICE',
      'Invoice no.',
      'Invoice date',
      'Company',
      'Contact',
      'Purchase order',
      'Order number',
      'Description',
      'Order date',
      'Delivery date',
      'Invoice lines',
      'No.',
      'Name',
      'Cost type',
      'Resource',
      'Person days',
      'Daily rate',
      'Amount',
      'Amounts in EUR',
      'Invoice total',
      'Remaining order amount',
      'Page 1 of 1',
      // the app name of the configuration
      'Cost Steering',
      // names, exactly
      'Müller & Söhne',
      'Hauptstraße 7a',
      '80331 München',
      'Ana Kovač',
      'ana.kovac@example.com',
      'Đurđa Ćosić',
      'Đurđa Ćosić consulting',
      'März – Ana Kovač',
      'PO-Č-17',
      // dates: long English
      'March 10, 2026',
      'March 2, 2026',
      'September 30, 2026',
      // lines and amounts: en-GB numbers
      'Capital Infrastructure',
      'Expense Maintenance',
      '2.5',
      '1,000.00',
      '2,500.00',
      '1,234.56',
      '3,734.56 EUR',
      '1,247,067.89 EUR',
      '1,243,333.32 EUR',
    ];
    for (const piece of expected) assert.ok(text.includes(piece), `'${piece}' in:\n${text}`);
    assert.ok(!text.includes('Rechnung'), text);
  });

  it('prints the German labels, amounts, dates and names', async () => {
    const text = await pdfText(`/pdf/${invoiceId}/german`);
    const expected = [
      'RECHNUNG',
      'Rechnungsnummer',
      'Rechnungsdatum',
      'Firma',
      'Ansprechpartner',
      'Bestellung',
      'Bestellnummer',
      'Beschreibung',
      'Bestelldatum',
      'Liefertermin',
      'Rechnungspositionen',
      'Nr.',
      'Bezeichnung',
      'Kostenart',
      'Ressource',
      'Personentage',
      'Tagessatz',
      'Betrag',
      'Beträge in EUR',
      'Rechnungsbetrag',
      'Restbetrag der Bestellung',
      'Seite 1 von 1',
      'Müller & Söhne',
      'Ana Kovač',
      'Đurđa Ćosić',
      // dates: long German
      '10. März 2026',
      '2. März 2026',
      '30. September 2026',
      // cost types in German, de-DE numbers
      'Investition Infrastruktur',
      'Aufwand Wartung',
      '2,5',
      '1.000,00',
      '2.500,00',
      '1.234,56',
      '3.734,56 EUR',
      '1.247.067,89 EUR',
      '1.243.333,32 EUR',
    ];
    for (const piece of expected) assert.ok(text.includes(piece), `'${piece}' in:\n${text}`);
    assert.ok(!text.includes('Invoice no.'), text);
    assert.ok(!text.includes('3,734.56'), text);
  });

  it("titles a credit note 'Credit note' and in German 'Gutschrift', with its negative amounts", async () => {
    // 80.00 billed, 30.50 credited: the credit note's line and total are -30,50 / -30.50.
    const order = await context.insertOrder({
      ordertext: 'Credited',
      items: [{ amount: '80.00' }],
    });
    const post = (name: string, amount: string) =>
      context.as('approver').post<Json>('/invoices', {
        name,
        date: '2026-03-10',
        purchaseorder_id: order.id,
        listitems: [{ po_listitem_id: order.items[0], amount }],
      });
    assert.equal((await post('Bill', '80.00')).status, 201);
    const credit = await post('Refund', '-30.50');
    assert.equal(credit.status, 201, credit.text);
    const english = await pdfText(`/pdf/${credit.body.id}/english`);
    const shows = (text: string, pieces: string[]) =>
      assert.deepEqual(
        pieces.filter((piece) => !text.includes(piece)),
        [],
        text,
      );
    shows(english, [
      'CREDIT NOTE',
      'Credit note no.',
      'Credit note date',
      'Credit note lines',
      'Credit note total -30.50 EUR',
    ]);
    assert.ok(!english.includes('Invoice no.'), english);
    const german = await pdfText(`/pdf/${credit.body.id}/german`);
    shows(german, [
      'GUTSCHRIFT',
      'Gutschriftsnummer',
      'Gutschriftsdatum',
      'Gutschriftsbetrag -30,50 EUR',
    ]);
    assert.ok(!german.includes('RECHNUNG'), german);
  });

  it('prints a billing period instead of a date', async () => {
    const english = await pdfText(`/pdf/${rangeInvoiceId}/english`);
    assert.ok(english.includes('Billing period'), english);
    assert.ok(english.includes('March 10, 2026 – March 31, 2026'), english);
    assert.ok(english.includes('0.01 EUR'), english);
    const german = await pdfText(`/pdf/${rangeInvoiceId}/german`);
    assert.ok(german.includes('Abrechnungszeitraum'), german);
    assert.ok(german.includes('10. März 2026 – 31. März 2026'), german);
  });

  it('prints a daily rate with its third decimal (numeric(12,3)), amounts with two', async () => {
    // 10 person days × 812.345 = 8,123.45 EUR.
    const order = await context.insertOrder({
      ordertext: 'Rate with three decimals',
      contact: 711,
      items: [
        {
          amount: '8123.45',
          resource: { name: 'Ana Kovač', quantity: '10', dailyRate: '812.345' },
        },
      ],
    });
    const reply = await context.as('approver').post<Json>('/invoices', {
      name: 'Rate',
      date: '2026-03-10',
      purchaseorder_id: order.id,
      listitems: [{ po_listitem_id: order.items[0], quantity: '10' }],
    });
    assert.equal(reply.status, 201, reply.text);
    const english = await pdfText(`/pdf/${reply.body.id}/english`);
    for (const piece of ['812.345', '8,123.45 EUR']) {
      assert.ok(english.includes(piece), `'${piece}' in:\n${english}`);
    }
    const german = await pdfText(`/pdf/${reply.body.id}/german`);
    for (const piece of ['812,345', '8.123,45 EUR']) {
      assert.ok(german.includes(piece), `'${piece}' in:\n${german}`);
    }
  });

  it('runs long invoices over pages, the table header on each, totals in the order currency and EUR', async () => {
    // 40 lines of 10.00 USD (= 8.00 EUR each): 400.00 USD = 320.00 EUR.
    const order = await context.insertOrder({
      ordertext: 'Many lines',
      currency: 'USD',
      contact: 711,
      items: Array.from({ length: 40 }, () => ({ amount: '10.00' })),
    });
    const reply = await context.as('approver').post<Json>('/invoices', {
      name: 'Long',
      date: '2026-03-10',
      purchaseorder_id: order.id,
      listitems: order.items.map((item) => ({ po_listitem_id: item, amount: '10.00' })),
    });
    assert.equal(reply.status, 201, reply.text);
    const text = await pdfText(`/pdf/${reply.body.id}/english`);
    for (const piece of [
      'Page 1 of 2',
      'Page 2 of 2',
      'Amounts in USD',
      'Many lines item 40',
      'Invoice total in USD 400.00 USD',
      'Invoice total 320.00 EUR',
      'Remaining order amount 0.00 EUR',
    ]) {
      assert.ok(text.includes(piece), `'${piece}' in:\n${text}`);
    }
    assert.equal(text.split('Person days').length - 1, 2, 'the table header on both pages');
  });

  it('prints the app name of the configuration, also with no logo to draw', async () => {
    await rewriteConfig(context.configFile, {
      create_invoice_enabled: true,
      invoice_date_range_enabled: true,
      app_name: 'Kosten & Steuerung',
    });
    try {
      const text = await pdfText(`/pdf/${invoiceId}/german`);
      assert.ok(text.includes('Kosten & Steuerung'), text);
    } finally {
      await rewriteConfig(context.configFile, {
        create_invoice_enabled: true,
        invoice_date_range_enabled: true,
      });
    }
  });

  it('answers 400 naming language for any other language, 404 for an unknown invoice', async () => {
    for (const language of ['french', 'English', 'de']) {
      const reply = await context.as('viewer').get<Json>(`/pdf/${invoiceId}/${language}`);
      assert.equal(reply.status, 400, language);
      assert.equal(reply.body.field, 'language');
    }
    for (const id of ['999999', 'abc', '0']) {
      const reply = await context.as('viewer').get<Json>(`/pdf/${id}/english`);
      assert.equal(reply.status, 404, id);
    }
    const query = await context.as('viewer').get<Json>(`/pdf/${invoiceId}/english?x=1`);
    assert.equal(query.status, 400);
    const anonymous = await context.withAuthorization(undefined).get(`/pdf/${invoiceId}/english`);
    assert.equal(anonymous.status, 401);
  });
});
