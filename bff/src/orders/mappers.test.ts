import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restOrder } from '../test-support/rest-fixtures.ts';
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
    });
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
