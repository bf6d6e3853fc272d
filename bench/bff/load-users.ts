// What the simulated users of bench:load do, by the role of their demo user (realm.json):
// requesters raise purchase requests with list items and send them, Product Family Managers sign
// their justifications (justification is on in the demo configuration), approvers approve them
// and invoice the orders, controllers browse; everyone browses the overview and the lists, opens
// details and reads notifications. The requests go from one user to the next through `Workflow`,
// so each is signed, approved and invoiced once, and the bench knows what it wrote.
import { Session, StepFailed } from './load-session.ts';
import {
  AddRequestListItemDocument,
  AppConfigurationDocument,
  ApproveRequestDocument,
  ArchivedRequestListDocument,
  CompanyDetailsDocument,
  CompanyListDocument,
  CreateInvoiceDocument,
  CreateRequestDocument,
  CurrentUserDocument,
  ExpiringOrderListDocument,
  FamilyProductsDocument,
  InvoiceListDocument,
  InvoiceOrderDocument,
  MarkNotificationReadDocument,
  NotificationBellDocument,
  NotificationListDocument,
  OpenRequestListDocument,
  OrderDetailsDocument,
  OverviewFamiliesDocument,
  PurchaseOrderListDocument,
  RegisterCurrentUserDocument,
  RequestCompanyChoicesDocument,
  RequestCompanyContactsDocument,
  RequestFamiliesDocument,
  RequestFamilyProductsDocument,
  RequestProductEntitiesDocument,
  RequestReferenceDocument,
  SendRequestDocument,
  SignJustificationDocument,
} from './web-documents.ts';

/** What the users of one run wrote, and the requests waiting for the next user's step. */
export class Workflow {
  readonly awaitingSignature: string[] = [];
  readonly awaitingApproval: string[] = [];
  readonly orders: string[] = [];
  /** Every request created, sent, signed, approved; invoices (and their lines) created. */
  readonly created: string[] = [];
  readonly sent: string[] = [];
  readonly signed: string[] = [];
  readonly approved: string[] = [];
  listItems = 0;
  invoices = 0;
  invoiceLines = 0;
  private orderNumbers = 0;

  /** `tag` names this run's requests (their description) and orders (their number). */
  constructor(readonly tag: string) {}

  nextOrderNumber() {
    return `${this.tag}-${++this.orderNumbers}`;
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysFromNow = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

const OVERVIEW = { filter: {}, sort: 'NAME_ASC' } as const;
const LIST_PAGE = 10;
/** The lists with their screen's default sort and a search term that finds rows at the data set. */
const LISTS = {
  requests: { sort: { field: 'ID', direction: 'DESC' }, search: 'laptops' },
  archive: { sort: { field: 'ID', direction: 'DESC' }, search: 'laptops' },
  orders: { sort: { field: 'START_DATE', direction: 'DESC' }, search: 'order 4999' },
  expiring: { sort: { field: 'DELIVERY_DATE', direction: 'ASC' }, search: null },
  invoices: { sort: { field: 'DATE', direction: 'DESC' }, search: 'order 4999' },
  companies: { sort: { field: 'NAME', direction: 'ASC' }, search: 'a' },
  notifications: { sort: { field: 'CREATED', direction: 'DESC' }, search: 'approved' },
} as const;

/** A list screen: the first page, sometimes a later page or a search (as a user pages). */
function pageVariables<List extends keyof typeof LISTS>(session: Session, list: List) {
  const { sort, search } = LISTS[list] as {
    sort: (typeof LISTS)[List]['sort'];
    search: string | null;
  };
  const roll = session.random();
  const offset = roll < 0.25 ? LIST_PAGE * (1 + Math.floor(session.random() * 20)) : 0;
  return { offset, limit: LIST_PAGE, sort, search: roll > 0.75 ? search : null };
}

/** Sign-in as the web does it: who am I, the configuration, registration. */
export async function signIn(session: Session) {
  await session.send(CurrentUserDocument, {});
  await session.send(AppConfigurationDocument, {});
  await session.send(RegisterCurrentUserDocument, {}, 'registerCurrentUser');
}

/** The bell in the header of every page. */
async function bell(session: Session) {
  await session.send(NotificationBellDocument, { limit: 5 });
}

/** The overview (families), then one family opened. */
async function browseOverview(session: Session) {
  // The first page of the grid, as the web opens it (familiesQuery.ts: 12 cards).
  const { productFamilyPage } = await session.send(OverviewFamiliesDocument, {
    ...OVERVIEW,
    offset: 0,
    limit: 12,
  });
  const family = session.pick(productFamilyPage.items);
  if (!family) return;
  await session.think();
  await session.send(FamilyProductsDocument, { ...OVERVIEW, familyId: family.id });
}

/** One of the lists, then maybe the details of a row. */
async function browseList(session: Session) {
  switch (session.pick(['requests', 'archive', 'orders', 'expiring', 'invoices', 'companies'])) {
    case 'requests':
      await session.send(OpenRequestListDocument, pageVariables(session, 'requests'));
      break;
    case 'archive':
      await session.send(ArchivedRequestListDocument, pageVariables(session, 'archive'));
      break;
    case 'orders': {
      const { purchaseOrders } = await session.send(
        PurchaseOrderListDocument,
        pageVariables(session, 'orders'),
      );
      const order = session.pick(purchaseOrders.items);
      if (!order) return;
      await session.think();
      await session.send(OrderDetailsDocument, { id: order.id });
      break;
    }
    case 'expiring':
      await session.send(ExpiringOrderListDocument, {
        ...pageVariables(session, 'expiring'),
        filter: null,
      });
      break;
    case 'invoices':
      await session.send(InvoiceListDocument, pageVariables(session, 'invoices'));
      break;
    default: {
      const { companies } = await session.send(CompanyListDocument, {
        ...pageVariables(session, 'companies'),
        filter: null,
      });
      const company = session.pick(companies.items);
      if (!company) return;
      await session.think();
      await session.send(CompanyDetailsDocument, { id: company.id });
    }
  }
}

/** The notifications screen; the unread on the first page are marked read, as they are opened. */
async function readNotifications(session: Session) {
  const { notifications } = await session.send(
    NotificationListDocument,
    pageVariables(session, 'notifications'),
  );
  for (const notification of notifications.items.filter((n) => !n.read).slice(0, 2)) {
    await session.think();
    await session.send(
      MarkNotificationReadDocument,
      { id: notification.id },
      'markNotificationRead',
    );
  }
}

/** The request form: its choices (family → product → entity, company → contact), then create,
 * two list items covering the amount, and send. */
async function raiseRequest(session: Session, workflow: Workflow) {
  const reference = await session.send(RequestReferenceDocument, {});
  const { productFamilies } = await session.send(RequestFamiliesDocument, {});
  let entity: { id: string; type: 'PROJECT' | 'APPLICATION' } | undefined;
  for (let tries = 0; tries < 5 && !entity; tries++) {
    const family = session.pick(productFamilies)!;
    const { productFamily } = await session.send(RequestFamilyProductsDocument, {
      familyId: family.id,
    });
    const product = session.pick(productFamily?.products ?? []);
    if (!product) continue;
    const { product: withEntities } = await session.send(RequestProductEntitiesDocument, {
      productId: product.id,
    });
    const project = session.pick(withEntities?.projects ?? []);
    const application = session.pick(withEntities?.applications ?? []);
    entity = project
      ? { id: project.id, type: 'PROJECT' }
      : application && { id: application.id, type: 'APPLICATION' };
  }
  let contactId: string | undefined;
  const { companies } = await session.send(RequestCompanyChoicesDocument, {
    search: null,
    limit: 20,
  });
  for (let tries = 0; tries < 5 && !contactId; tries++) {
    const company = session.pick(companies.items);
    if (!company) break;
    const { company: withContacts } = await session.send(RequestCompanyContactsDocument, {
      companyId: company.id,
    });
    contactId = session.pick(withContacts?.contacts ?? [])?.id;
  }
  if (!entity || !contactId) session.fail('raise request', 'no entity or contact to request on');
  await session.think();
  // Some deliver within 30 days: their orders get renewal alerts while the run lasts.
  const deliveryInDays = session.random() < 0.5 ? 10 + Math.floor(session.random() * 15) : 200;
  const { createPurchaseRequest } = await session.send(
    CreateRequestDocument,
    {
      input: {
        orderText: `${workflow.tag} ${session.username} ${workflow.created.length + 1}`,
        orderAmount: '1200.00',
        currency: 'EUR',
        startDate: daysFromNow(0),
        deliveryDate: daysFromNow(deliveryInDays),
        contactId,
        sbuId: session.pick(reference.sbus)?.id ?? null,
        accountingElement: 'AE-4711',
        supplierId: session.pick(reference.suppliers)?.id ?? null,
      },
    },
    'createPurchaseRequest',
  );
  const requestId = createPurchaseRequest.purchaseRequest!.id;
  workflow.created.push(requestId);
  for (const [amount, costType] of [
    ['700.00', 'INFRASTRUCTURE'],
    ['500.00', 'MAINTENANCE'],
  ] as const) {
    await session.think();
    await session.send(
      AddRequestListItemDocument,
      {
        input: {
          requestId,
          entityType: entity.type,
          entityId: entity.id,
          type: 'CAPITAL',
          costType,
          amount,
        },
      },
      'addRequestListItem',
    );
    workflow.listItems++;
  }
  await session.think();
  await session.send(SendRequestDocument, { id: requestId }, 'sendPurchaseRequest');
  workflow.sent.push(requestId);
  workflow.awaitingSignature.push(requestId);
}

/** Requests a reviewer handles in one visit of the open list, at most. */
const REVIEWS_PER_VISIT = 3;

/** A Product Family Manager signs the justifications of the oldest requests waiting for it. */
async function signJustification(session: Session, workflow: Workflow) {
  if (workflow.awaitingSignature.length === 0) return;
  await session.send(OpenRequestListDocument, pageVariables(session, 'requests'));
  for (let i = 0; i < REVIEWS_PER_VISIT; i++) {
    const requestId = workflow.awaitingSignature.shift();
    if (!requestId) return;
    await session.think();
    await session.send(
      SignJustificationDocument,
      { input: { requestId, date: daysFromNow(0), comment: 'Justified (bench:load)' } },
      'signJustification',
    );
    workflow.signed.push(requestId);
    workflow.awaitingApproval.push(requestId);
  }
}

/** An approver approves the oldest signed requests, each with a new order number. */
async function approve(session: Session, workflow: Workflow) {
  if (workflow.awaitingApproval.length === 0) return;
  await session.send(OpenRequestListDocument, pageVariables(session, 'requests'));
  for (let i = 0; i < REVIEWS_PER_VISIT; i++) {
    const requestId = workflow.awaitingApproval.shift();
    if (!requestId) return;
    await session.think();
    await session.send(
      ApproveRequestDocument,
      { input: { requestId, orderNumber: workflow.nextOrderNumber() } },
      'approvePurchaseRequest',
    );
    workflow.approved.push(requestId);
    workflow.orders.push(requestId);
  }
}

/** An approver invoices part of each item of the oldest order not invoiced yet. */
async function invoice(session: Session, workflow: Workflow) {
  const orderId = workflow.orders.shift();
  if (!orderId) return;
  const { purchaseOrder } = await session.send(InvoiceOrderDocument, { id: orderId });
  const items = purchaseOrder?.listItems ?? [];
  await session.think();
  await session.send(
    CreateInvoiceDocument,
    {
      input: {
        purchaseOrderId: orderId,
        name: `Invoice ${workflow.invoices + 1}`,
        date: daysFromNow(0),
        lines: items.map((item) => ({ listItemId: item.id, amount: '100.00' })),
      },
    },
    'createInvoice',
  );
  workflow.invoices++;
  workflow.invoiceLines += items.length;
}

export type Role = 'requester' | 'pfm' | 'approver' | 'controller';

type Task = (session: Session, workflow: Workflow) => Promise<void>;

const browse: Task = (session) => browseList(session);
const overview: Task = (session) => browseOverview(session);
const notifications: Task = (session) => readNotifications(session);

/** Each role's tasks with their weights. */
const TASKS: Record<Role, ReadonlyArray<readonly [Task, number]>> = {
  requester: [
    [raiseRequest, 4],
    [overview, 2],
    [browse, 3],
    [notifications, 1],
  ],
  pfm: [
    [signJustification, 5],
    [overview, 2],
    [browse, 2],
    [notifications, 1],
  ],
  approver: [
    [approve, 4],
    [invoice, 3],
    [browse, 2],
    [notifications, 1],
  ],
  controller: [
    [overview, 4],
    [browse, 5],
    [notifications, 1],
  ],
};

function chooseTask(session: Session, role: Role): Task {
  const tasks = TASKS[role];
  let roll = session.random() * tasks.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [task, weight] of tasks) {
    roll -= weight;
    if (roll < 0) return task;
  }
  return tasks[0]![0];
}

/** Users arrive within this much time of the start, not all in the same millisecond. */
export const RAMP_UP_MS = 5000;

/** A user's session: sign in, then tasks (the bell first, as every page shows it) until the end. */
export async function work(session: Session, role: Role, workflow: Workflow) {
  await new Promise((resolve) => setTimeout(resolve, session.random() * RAMP_UP_MS));
  try {
    await signIn(session);
  } catch (error) {
    if (error instanceof StepFailed) return;
    throw error;
  }
  while (session.working) {
    await session.think();
    try {
      await bell(session);
      await session.think();
      await chooseTask(session, role)(session, workflow);
    } catch (error) {
      // Recorded by the session; the user goes on with the next task.
      if (!(error instanceof StepFailed)) throw error;
    }
  }
}
