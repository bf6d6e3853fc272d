import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restOrder } from '../testing/rest-fixtures.ts';
import { sortOrders, toPurchaseOrder } from './mappers.ts';

describe('purchase order mapper', () => {
  const order = toPurchaseOrder(restOrder());

  it('names the columns of the modal: PO Date, PO Name, PO Owner, Company Contact, amounts', () => {
    const { listItems: _items, ...fields } = order;
    assert.deepEqual(fields, {
      id: '12',
      orderNumber: 'PO-2026-0012',
      status: 'Approved',
      poDate: '2026-02-01',
      deliveryDate: '2026-12-31',
      orderText: 'Storage nodes',
      owner: 'requester',
      ownerName: 'Rita Requester',
      contactName: 'Ana Kovač',
      // An entity's orders carry no company, ids or invoiced amount (CONTRACT.md).
      companyId: null,
      companyName: null,
      contactId: null,
      supplierId: null,
      sbuId: null,
      buyingUnitId: null,
      buyingUnitName: null,
      invoicedAmount: null,
      approvedOn: null,
      renewalRequestId: null,
      renewalStatus: null,
      supplierName: 'Nordic Hardware',
      sbuName: 'Infrastructure SBU',
      orderAmount: '1080.00',
      currency: 'USD',
      orderAmountEur: '1000.00',
      amountCurrentYear: '916.67',
      amountNextYear: '83.33',
      remainingAmount: '400.00',
      accountingElement: 'AE-1',
      comments: 'urgent',
    });
  });

  it('lists items by position with their types as enum values', () => {
    assert.deepEqual(
      order.listItems.map((item) => [item.position, item.type, item.costType]),
      [
        [1, 'UNDEFINED', null],
        [2, 'EXPENSE', 'MAINTENANCE'],
      ],
    );
    assert.deepEqual(order.listItems[1], {
      id: '32',
      position: 2,
      name: 'Consulting',
      type: 'EXPENSE',
      costType: 'MAINTENANCE',
      resourceName: 'Senior engineer',
      quantity: '2.500',
      dailyRate: '432.00',
      amount: '1080.00',
      currency: 'USD',
      amountEur: '1000.00',
      amountCurrentYear: '916.67',
      remainingAmount: '400.00',
      productFamilyName: 'Cloud Services',
      productName: 'Object Storage',
      projectName: 'Customer Portal',
      applicationName: null,
      entityType: null,
      entityId: null,
    });
  });

  it('maps what the order lists add: company, contact and reference ids, invoiced amount, renewal', () => {
    const listed = toPurchaseOrder({
      ...restOrder(),
      company_id: 601,
      company_name: 'Acme',
      company_contact_id: 701,
      supplier: 1,
      sbu: null,
      buying_unit: 3,
      buying_unit_name: 'Central Purchasing',
      invoiced_amount: '600.00',
      approved_on: '2026-02-02',
      renewed_by: 88,
      renewed_by_status: 'Proposed',
      listitems: {
        '31': { ...restOrder().listitems['31']!, entitytype: 'Project', idoftype: 401 },
      },
    });
    assert.deepEqual(
      [listed.companyId, listed.companyName, listed.contactId, listed.supplierId, listed.sbuId],
      ['601', 'Acme', '701', '1', null],
    );
    assert.deepEqual(
      [listed.buyingUnitId, listed.buyingUnitName, listed.invoicedAmount, listed.approvedOn],
      ['3', 'Central Purchasing', '600.00', '2026-02-02'],
    );
    assert.deepEqual([listed.renewalRequestId, listed.renewalStatus], ['88', 'PROPOSED']);
    assert.deepEqual(
      [listed.listItems[0]!.entityType, listed.listItems[0]!.entityId],
      ['PROJECT', '401'],
    );
  });

  it('orders the newest PO date first, then the later order', () => {
    const orders = [
      restOrder({ id: 1, podate: '2026-01-05' }),
      restOrder({ id: 2, podate: '2026-03-01' }),
      restOrder({ id: 3, podate: '2026-01-05' }),
    ];
    assert.deepEqual(
      sortOrders(orders).map((o) => o.id),
      [2, 3, 1],
    );
  });
});
