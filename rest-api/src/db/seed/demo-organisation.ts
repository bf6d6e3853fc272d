// The demo organisation seeded on the first start: fixed data (no randomness), with dates
// relative to today so that the current year's forecast and actuals are never empty.
import type { CostType, ItemType, RequestStatus } from '../schema.ts';
import type { DemoCalendar } from './calendar.ts';

export const CURRENCIES: Array<{ code: string; name: string; lastYear: string; thisYear: string }> =
  [
    { code: 'EUR', name: 'Euro', lastYear: '1', thisYear: '1' },
    { code: 'USD', name: 'US Dollar', lastYear: '1.09000000', thisYear: '1.08000000' },
    { code: 'CHF', name: 'Swiss Franc', lastYear: '0.96000000', thisYear: '0.94000000' },
    { code: 'GBP', name: 'British Pound', lastYear: '0.86000000', thisYear: '0.85000000' },
    { code: 'SEK', name: 'Swedish Krona', lastYear: '11.40000000', thisYear: '11.20000000' },
    { code: 'PLN', name: 'Polish Zloty', lastYear: '4.35000000', thisYear: '4.30000000' },
  ];

export const SBUS = [
  'Corporate IT',
  'Manufacturing',
  'Sales & Marketing',
  'Finance & Controlling',
  'Human Resources',
];
export const REGIONS = ['EMEA', 'North America', 'Latin America', 'Asia Pacific'];
export const SUPPLIERS = [
  'Contoso Cloud Services',
  'Northwind Consulting',
  'Müller & Söhne Netzwerktechnik',
  'Adatum Software',
  'Litware Security',
  'Tailspin Hardware',
];
export const BUYING_UNITS = ['Central Procurement', 'IT Procurement', 'Local Purchasing'];

export interface DemoFamily {
  name: string;
  owner: string;
  budgetLimit: string;
  target: string;
}

export const FAMILIES: DemoFamily[] = [
  { name: 'Workplace Services', owner: 'controller', budgetLimit: '900000', target: '850000' },
  { name: 'Business Applications', owner: 'pfm', budgetLimit: '1200000', target: '1100000' },
  { name: 'Network & Security', owner: 'admin', budgetLimit: '750000', target: '700000' },
  {
    name: 'Shared Platform Services',
    owner: 'controller',
    budgetLimit: '600000',
    target: '560000',
  },
  { name: 'Data & Analytics', owner: 'pfm', budgetLimit: '400000', target: '380000' },
];

export interface DemoProduct {
  name: string;
  family: string;
  region: string;
  owner: string;
  budgetLimit: string;
  target: string;
  /** Set for a platform product (spec §3: platform_cost not null). */
  platformCost?: string;
}

export const PRODUCTS: DemoProduct[] = [
  p('Digital Workplace', 'Workplace Services', 'EMEA', 'controller', '300000', '280000'),
  p('Collaboration Suite', 'Workplace Services', 'EMEA', 'requester', '220000', '200000'),
  p('Service Desk', 'Workplace Services', 'North America', 'controller', '180000', '170000'),
  p('ERP Core', 'Business Applications', 'EMEA', 'pfm', '450000', '420000'),
  p('CRM Suite', 'Business Applications', 'North America', 'requester', '300000', '280000'),
  p('HR Portal', 'Business Applications', 'EMEA', 'pfm', '150000', '140000'),
  p('Campus Network', 'Network & Security', 'EMEA', 'admin', '260000', '240000'),
  p('Security Operations', 'Network & Security', 'Asia Pacific', 'admin', '280000', '260000'),
  {
    ...p(
      'Kubernetes Platform',
      'Shared Platform Services',
      'EMEA',
      'controller',
      '350000',
      '330000',
    ),
    platformCost: '120000',
  },
  // A second platform product whose cost does not split evenly: 25,000.00 over its three consumers
  // is 8,333.34 (the consumer added first), 8,333.33 and 8,333.33 (CONTRACT.md 'Platforms').
  {
    ...p('Identity & Access', 'Shared Platform Services', 'EMEA', 'admin', '160000', '150000'),
    platformCost: '25000',
  },
  p('Data Warehouse', 'Data & Analytics', 'EMEA', 'pfm', '220000', '200000'),
  p('Reporting & BI', 'Data & Analytics', 'Latin America', 'requester', '120000', '110000'),
];

function p(
  name: string,
  family: string,
  region: string,
  owner: string,
  budgetLimit: string,
  target: string,
): DemoProduct {
  return { name, family, region, owner, budgetLimit, target };
}

export type EntityKind = 'project' | 'application';

export interface DemoEntity {
  kind: EntityKind;
  name: string;
  product: string;
  owner: string;
  currency: string;
  /** bci, bcm, bce, bei, bem, bee, undef in `currency`. */
  budget: [number, number, number, number, number, number, number];
}

const e = (
  kind: EntityKind,
  name: string,
  product: string,
  owner: string,
  currency: string,
  budget: DemoEntity['budget'],
): DemoEntity => ({ kind, name, product, owner, currency, budget });

export const ENTITIES: DemoEntity[] = [
  e(
    'project',
    'Laptop Refresh',
    'Digital Workplace',
    'controller',
    'EUR',
    [60000, 10000, 0, 0, 15000, 0, 0],
  ),
  e(
    'application',
    'Device Management',
    'Digital Workplace',
    'requester',
    'EUR',
    [0, 0, 0, 12000, 24000, 9000, 0],
  ),
  e(
    'application',
    'Team Chat',
    'Collaboration Suite',
    'requester',
    'USD',
    [0, 0, 0, 30000, 20000, 10000, 0],
  ),
  e(
    'project',
    'Intranet Relaunch',
    'Collaboration Suite',
    'controller',
    'EUR',
    [25000, 0, 20000, 0, 0, 15000, 5000],
  ),
  e(
    'application',
    'Ticketing System',
    'Service Desk',
    'controller',
    'EUR',
    [0, 0, 0, 18000, 30000, 12000, 0],
  ),
  e(
    'project',
    'Self-Service Portal',
    'Service Desk',
    'requester',
    'EUR',
    [30000, 0, 15000, 0, 0, 10000, 0],
  ),
  e('application', 'ERP Finance', 'ERP Core', 'pfm', 'EUR', [0, 0, 0, 40000, 90000, 30000, 0]),
  e('project', 'ERP Upgrade', 'ERP Core', 'pfm', 'EUR', [80000, 0, 60000, 0, 0, 20000, 10000]),
  e('application', 'Sales CRM', 'CRM Suite', 'requester', 'USD', [0, 0, 0, 35000, 60000, 25000, 0]),
  e(
    'project',
    'Customer Portal',
    'CRM Suite',
    'requester',
    'EUR',
    [40000, 0, 30000, 0, 0, 20000, 0],
  ),
  e(
    'application',
    'Payroll Connector',
    'HR Portal',
    'pfm',
    'CHF',
    [0, 0, 0, 10000, 25000, 5000, 0],
  ),
  e('project', 'Onboarding Workflow', 'HR Portal', 'pfm', 'EUR', [20000, 0, 15000, 0, 0, 10000, 0]),
  e(
    'project',
    'Wi-Fi Upgrade',
    'Campus Network',
    'admin',
    'EUR',
    [90000, 15000, 0, 0, 10000, 0, 0],
  ),
  e(
    'application',
    'Network Monitoring',
    'Campus Network',
    'admin',
    'EUR',
    [0, 0, 0, 15000, 20000, 5000, 0],
  ),
  e(
    'application',
    'SIEM',
    'Security Operations',
    'admin',
    'GBP',
    [0, 0, 0, 40000, 35000, 15000, 0],
  ),
  e(
    'project',
    'Zero Trust Rollout',
    'Security Operations',
    'admin',
    'EUR',
    [50000, 0, 40000, 0, 0, 20000, 0],
  ),
  e(
    'project',
    'Cluster Expansion',
    'Kubernetes Platform',
    'controller',
    'EUR',
    [100000, 20000, 0, 0, 30000, 0, 0],
  ),
  e(
    'application',
    'Container Registry',
    'Kubernetes Platform',
    'controller',
    'EUR',
    [0, 0, 0, 20000, 25000, 5000, 0],
  ),
  e(
    'application',
    'Single Sign-On',
    'Identity & Access',
    'admin',
    'EUR',
    [0, 0, 0, 25000, 30000, 10000, 0],
  ),
  e(
    'project',
    'MFA Rollout',
    'Identity & Access',
    'admin',
    'EUR',
    [30000, 0, 20000, 0, 0, 10000, 0],
  ),
  e(
    'project',
    'Lakehouse Migration',
    'Data Warehouse',
    'pfm',
    'EUR',
    [70000, 0, 50000, 0, 0, 20000, 0],
  ),
  e(
    'application',
    'ETL Pipelines',
    'Data Warehouse',
    'pfm',
    'EUR',
    [0, 0, 0, 15000, 25000, 10000, 0],
  ),
  e(
    'application',
    'Management Dashboards',
    'Reporting & BI',
    'requester',
    'SEK',
    [0, 0, 0, 200000, 300000, 100000, 0],
  ),
  e(
    'project',
    'Self-Service Analytics',
    'Reporting & BI',
    'requester',
    'EUR',
    [25000, 0, 15000, 0, 0, 10000, 0],
  ),
];

/** Projects and applications of other products consuming the platform product. */
export const PLATFORM_CONSUMERS: Array<{ platform: string; kind: EntityKind; name: string }> = [
  { platform: 'Kubernetes Platform', kind: 'project', name: 'Customer Portal' },
  { platform: 'Kubernetes Platform', kind: 'application', name: 'Sales CRM' },
  { platform: 'Kubernetes Platform', kind: 'project', name: 'Lakehouse Migration' },
  { platform: 'Identity & Access', kind: 'project', name: 'Zero Trust Rollout' },
  { platform: 'Identity & Access', kind: 'application', name: 'SIEM' },
  { platform: 'Identity & Access', kind: 'application', name: 'Management Dashboards' },
];

export const PLATFORMS = [
  {
    name: 'Cloud Native Platform',
    owner: 'controller',
    budget: '400000',
    products: ['Kubernetes Platform', 'Identity & Access'],
  },
];

export const COST_UNITS = [
  {
    name: 'CU Corporate IT',
    manager: 'controller',
    status: 'Active' as const,
    products: [
      ['Digital Workplace', '0.6000'],
      ['Service Desk', '0.5000'],
    ] as const,
  },
  {
    name: 'CU Operations',
    manager: 'admin',
    status: 'Proposed' as const,
    products: [
      ['Digital Workplace', '0.4000'],
      ['Campus Network', '1.0000'],
    ] as const,
  },
  // Issue 12: every status on the first start, and products below 100 % (Service Desk 70 %,
  // ERP Core 30 %, Data Warehouse 25 %) so the showback flags an unallocated rest.
  {
    name: 'CU Legacy Systems',
    manager: 'pfm',
    status: 'Retired' as const,
    products: [['ERP Core', '0.3000']] as const,
  },
  {
    name: 'CU Group Global',
    manager: 'admin',
    status: 'Global' as const,
    products: [
      ['Service Desk', '0.2000'],
      ['Data Warehouse', '0.2500'],
    ] as const,
  },
];

export interface DemoCompany {
  name: string;
  street: string | null;
  houseNumber: string | null;
  city: string;
  postalCode: string;
  country: string;
  contacts: Array<{ name: string; phone: string | null; email: string | null }>;
}

export const COMPANIES: DemoCompany[] = [
  {
    name: 'Contoso d.o.o.',
    street: 'Ilica',
    houseNumber: '42',
    city: 'Zagreb',
    postalCode: '10000',
    country: 'Croatia',
    contacts: [
      { name: 'Ivana Horvat', phone: '+385 1 555 0101', email: 'ivana.horvat@contoso.example' },
      { name: 'Marko Kovač', phone: '+385 1 555 0102', email: null },
    ],
  },
  {
    name: 'Northwind Traders GmbH',
    street: 'Leopoldstraße',
    houseNumber: '120',
    city: 'Munich',
    postalCode: '80802',
    country: 'Germany',
    contacts: [
      { name: 'Anna Schmidt', phone: '+49 89 555 0201', email: 'anna.schmidt@northwind.example' },
      { name: 'Lukas Weber', phone: null, email: 'lukas.weber@northwind.example' },
    ],
  },
  {
    name: 'Fabrikam Inc.',
    street: 'Main Street',
    houseNumber: '1',
    city: 'Boston',
    postalCode: '02110',
    country: 'United States of America',
    contacts: [
      { name: 'John Miller', phone: '+1 617 555 0301', email: 'john.miller@fabrikam.example' },
      { name: 'Sarah Davis', phone: '+1 617 555 0302', email: 'sarah.davis@fabrikam.example' },
    ],
  },
  {
    name: 'Adatum AG',
    street: 'Bahnhofstrasse',
    houseNumber: '10',
    city: 'Zurich',
    postalCode: '8001',
    country: 'Switzerland',
    contacts: [
      { name: 'Nina Keller', phone: '+41 44 555 0401', email: 'nina.keller@adatum.example' },
      { name: 'Reto Frei', phone: null, email: null },
    ],
  },
  {
    name: 'Litware Security Ltd',
    street: null,
    houseNumber: null,
    city: 'London',
    postalCode: 'EC1A 1BB',
    country: 'United Kingdom',
    contacts: [
      { name: 'Emma Clarke', phone: '+44 20 5550 0501', email: 'emma.clarke@litware.example' },
      { name: 'Oliver Reed', phone: '+44 20 5550 0502', email: null },
    ],
  },
  // Beyond the five that requests name: the companies screen shows a second page (10 a page),
  // more than one company per country and city for the filters, one company without contacts.
  {
    name: 'Wide World Importers',
    street: 'Reeperbahn',
    houseNumber: '7',
    city: 'Hamburg',
    postalCode: '20359',
    country: 'Germany',
    contacts: [{ name: 'Jana Fischer', phone: '+49 40 555 0601', email: null }],
  },
  {
    name: 'Tailspin Toys d.d.',
    street: 'Riva',
    houseNumber: '16',
    city: 'Split',
    postalCode: '21000',
    country: 'Croatia',
    contacts: [
      { name: 'Ante Perić', phone: '+385 21 555 0701', email: 'ante.peric@tailspin.example' },
    ],
  },
  {
    name: 'Proseware GmbH',
    street: 'Mariahilfer Straße',
    houseNumber: '88a',
    city: 'Vienna',
    postalCode: '1070',
    country: 'Austria',
    contacts: [],
  },
  {
    name: 'Coho Vineyard Ltd',
    street: null,
    houseNumber: null,
    city: 'Dublin',
    postalCode: 'D02 X285',
    country: 'Ireland',
    contacts: [{ name: 'Aoife Byrne', phone: null, email: 'aoife.byrne@coho.example' }],
  },
  {
    name: 'Alpine Ski House',
    street: 'Dorfstrasse',
    houseNumber: '3',
    city: 'Zermatt',
    postalCode: '3920',
    country: 'Switzerland',
    contacts: [{ name: 'Luca Favre', phone: '+41 27 555 0901', email: null }],
  },
  {
    name: 'Blue Yonder Airlines',
    street: 'Avenue des Champs-Élysées',
    houseNumber: '101',
    city: 'Paris',
    postalCode: '75008',
    country: 'France',
    contacts: [
      {
        name: 'Camille Martin',
        phone: '+33 1 5555 1001',
        email: 'camille.martin@blueyonder.example',
      },
    ],
  },
  {
    name: 'Graphic Design Institute',
    street: 'Savska cesta',
    houseNumber: '25',
    city: 'Zagreb',
    postalCode: '10000',
    country: 'Croatia',
    contacts: [{ name: 'Petra Novak', phone: null, email: 'petra.novak@gdi.example' }],
  },
];

export interface DemoItem {
  name: string;
  type: ItemType;
  costtype: CostType | null;
  /** The product, project or application the item is booked on. */
  entity: { kind: 'product' | EntityKind; name: string };
  amount: string;
  /** Time & material: person days × daily rate = amount. */
  resource?: { name: string; quantity: string; dailyRate: string };
}

export interface DemoInvoice {
  name: string;
  /** A single date, or a range inside one month. */
  date?: string;
  range?: { start: string; end: string };
  /** Lines by item position in the order (1-based) and amount. */
  lines: Array<{ position: number; amount: string; quantity?: string }>;
}

export interface DemoRequest {
  ordertext: string;
  status: RequestStatus;
  ordernumber?: string;
  podate: string;
  deliverydate: string | null;
  currency: string;
  owner: string;
  company: string;
  contact: string;
  supplier: string;
  sbu: string;
  buyingUnit: string;
  accountingelement: string;
  comments?: string;
  message?: string;
  justification?: 'Proposed' | 'Signed';
  /** A Draft's amount, when its items do not cover it yet (else the items' sum). */
  orderamount?: string;
  items: DemoItem[];
  invoices?: DemoInvoice[];
}

const item = (
  name: string,
  type: ItemType,
  costtype: CostType | null,
  kind: DemoItem['entity']['kind'],
  entity: string,
  amount: string,
  resource?: DemoItem['resource'],
): DemoItem => ({
  name,
  type,
  costtype,
  entity: { kind, name: entity },
  amount,
  ...(resource ? { resource } : {}),
});

/** The orders the import template's rows are for (invoices/import-template.ts), by order text. */
export const DEMO_TEMPLATE_ORDERS = {
  erpSupport: 'ERP finance support',
  erpConsulting: 'ERP upgrade consulting',
  teamChat: 'Team chat subscription',
} as const;

const base = {
  owner: 'requester',
  currency: 'EUR',
  sbu: 'Corporate IT',
  buyingUnit: 'IT Procurement',
} as const;

/** Purchase requests; those with status Approved are the purchase orders. */
export function demoRequests(c: DemoCalendar): DemoRequest[] {
  const po = (n: number, yearOffset = 0) =>
    `PO-${c.year + yearOffset}-${String(n).padStart(4, '0')}`;
  return [
    {
      ...base,
      ordertext: 'Laptops for the sales team',
      status: 'Approved',
      ordernumber: po(1),
      podate: c.day(0, 1, 15),
      deliverydate: c.day(0, 3, 31),
      company: 'Fabrikam Inc.',
      contact: 'John Miller',
      supplier: 'Tailspin Hardware',
      accountingelement: 'IT-HW-100',
      items: [
        item('Laptops', 'Capital', 'Infrastructure', 'project', 'Laptop Refresh', '48000'),
        item('Docking stations', 'Capital', 'Infrastructure', 'project', 'Laptop Refresh', '6000'),
      ],
      invoices: [
        {
          name: 'Laptop delivery',
          date: c.pastThisYear(3, 20),
          lines: [
            { position: 1, amount: '48000' },
            { position: 2, amount: '6000' },
          ],
        },
      ],
    },
    {
      ...base,
      ordertext: 'Device management licences',
      status: 'Approved',
      ordernumber: po(2),
      podate: c.day(0, 2, 1),
      deliverydate: c.day(1, 1, 31),
      company: 'Contoso d.o.o.',
      contact: 'Ivana Horvat',
      supplier: 'Adatum Software',
      accountingelement: 'IT-SW-210',
      items: [
        item('MDM licences', 'Expense', 'Maintenance', 'application', 'Device Management', '24000'),
      ],
      invoices: [
        {
          name: 'MDM first quarter',
          date: c.pastThisYear(4, 5),
          lines: [{ position: 1, amount: '6000' }],
        },
        {
          name: 'MDM second quarter',
          date: c.pastThisYear(7, 5),
          lines: [{ position: 1, amount: '6000' }],
        },
      ],
    },
    {
      ...base,
      ordertext: DEMO_TEMPLATE_ORDERS.teamChat,
      status: 'Approved',
      ordernumber: po(3),
      currency: 'USD',
      podate: c.day(0, 3, 1),
      deliverydate: c.day(1, 2, 28),
      company: 'Fabrikam Inc.',
      contact: 'Sarah Davis',
      supplier: 'Contoso Cloud Services',
      accountingelement: 'IT-SW-220',
      items: [item('Chat seats', 'Expense', 'Maintenance', 'application', 'Team Chat', '36000')],
      invoices: [
        {
          name: 'Chat seats first half',
          date: c.pastThisYear(6, 30),
          lines: [{ position: 1, amount: '15000' }],
        },
      ],
    },
    {
      ...base,
      ordertext: DEMO_TEMPLATE_ORDERS.erpConsulting,
      status: 'Approved',
      ordernumber: po(4),
      owner: 'pfm',
      podate: c.day(0, 4, 1),
      deliverydate: c.day(1, 3, 31),
      company: 'Northwind Traders GmbH',
      contact: 'Anna Schmidt',
      supplier: 'Northwind Consulting',
      sbu: 'Finance & Controlling',
      accountingelement: 'FI-ERP-300',
      items: [
        // The consultant's name prints on the invoice PDFs: đ, ć need the embedded Unicode font.
        item('Senior consultant', 'Capital', 'Enhancement', 'project', 'ERP Upgrade', '114000', {
          name: 'Đurđa Ćosić',
          quantity: '120',
          dailyRate: '950',
        }),
        item('Data migration', 'Capital', 'Enhancement', 'project', 'ERP Upgrade', '36000'),
      ],
      invoices: [
        {
          name: 'Consulting April',
          range: { start: c.pastThisYear(4, 1), end: c.monthEndUpToToday(c.pastThisYear(4, 1)) },
          lines: [{ position: 1, amount: '19000', quantity: '20' }],
        },
        {
          name: 'Consulting May',
          range: { start: c.pastThisYear(5, 1), end: c.monthEndUpToToday(c.pastThisYear(5, 1)) },
          lines: [{ position: 1, amount: '17100', quantity: '18' }],
        },
      ],
    },
    {
      ...base,
      ordertext: DEMO_TEMPLATE_ORDERS.erpSupport,
      status: 'Approved',
      ordernumber: po(5),
      owner: 'pfm',
      podate: c.day(0, 1, 1),
      deliverydate: null,
      company: 'Northwind Traders GmbH',
      contact: 'Lukas Weber',
      supplier: 'Northwind Consulting',
      sbu: 'Finance & Controlling',
      accountingelement: 'FI-ERP-310',
      items: [
        item('Support contract', 'Expense', 'Maintenance', 'application', 'ERP Finance', '42000'),
        // Booked on the product itself (product_PR_f* / prod_invoice_a*).
        item('ERP licences', 'Expense', 'Maintenance', 'product', 'ERP Core', '24000'),
      ],
      invoices: [
        {
          name: 'ERP support first quarter',
          date: c.pastThisYear(2, 28),
          lines: [
            { position: 1, amount: '10500' },
            { position: 2, amount: '6000' },
          ],
        },
      ],
    },
    {
      ...base,
      ordertext: 'Wi-Fi access points',
      status: 'Approved',
      ordernumber: po(6),
      owner: 'admin',
      podate: c.day(0, 5, 1),
      deliverydate: c.day(0, 9, 30),
      company: 'Contoso d.o.o.',
      contact: 'Marko Kovač',
      supplier: 'Müller & Söhne Netzwerktechnik',
      accountingelement: 'IT-NW-400',
      items: [
        item('Access points', 'Capital', 'Infrastructure', 'project', 'Wi-Fi Upgrade', '68000'),
        item('Installation', 'Capital', 'Enhancement', 'project', 'Wi-Fi Upgrade', '12000'),
      ],
      invoices: [
        {
          name: 'Access points delivery',
          date: c.pastThisYear(6, 15),
          lines: [{ position: 1, amount: '40000' }],
        },
      ],
    },
    {
      ...base,
      ordertext: 'SIEM licence renewal',
      status: 'Approved',
      ordernumber: po(7),
      owner: 'admin',
      currency: 'GBP',
      podate: c.day(0, 6, 1),
      deliverydate: c.day(1, 5, 31),
      company: 'Litware Security Ltd',
      contact: 'Emma Clarke',
      supplier: 'Litware Security',
      accountingelement: 'IT-SEC-500',
      items: [item('SIEM licence', 'Expense', 'Maintenance', 'application', 'SIEM', '30000')],
    },
    {
      ...base,
      ordertext: 'Cluster nodes and platform support',
      status: 'Approved',
      ordernumber: po(8),
      owner: 'controller',
      podate: c.day(0, 2, 15),
      deliverydate: c.day(1, 6, 30),
      company: 'Adatum AG',
      contact: 'Nina Keller',
      supplier: 'Contoso Cloud Services',
      accountingelement: 'IT-PF-600',
      items: [
        item('Cluster nodes', 'Capital', 'Infrastructure', 'project', 'Cluster Expansion', '90000'),
        item(
          'Platform support',
          'Expense',
          'Maintenance',
          'product',
          'Kubernetes Platform',
          '18000',
        ),
      ],
      invoices: [
        {
          name: 'Cluster nodes first batch',
          date: c.pastThisYear(5, 10),
          lines: [{ position: 1, amount: '45000' }],
        },
        {
          name: 'Platform support first quarter',
          date: c.pastThisYear(4, 1),
          lines: [{ position: 2, amount: '4500' }],
        },
      ],
    },
    {
      ...base,
      ordertext: 'Single sign-on licences',
      status: 'Approved',
      ordernumber: po(9),
      owner: 'admin',
      podate: c.day(0, 7, 1),
      deliverydate: c.day(1, 6, 30),
      company: 'Adatum AG',
      contact: 'Reto Frei',
      supplier: 'Adatum Software',
      accountingelement: 'IT-SEC-510',
      items: [
        item('SSO licences', 'Expense', 'Maintenance', 'application', 'Single Sign-On', '28000'),
      ],
    },
    {
      ...base,
      ordertext: 'Lakehouse implementation',
      status: 'Approved',
      ordernumber: po(10),
      owner: 'pfm',
      podate: c.day(0, 9, 1),
      deliverydate: c.day(1, 8, 31),
      company: 'Northwind Traders GmbH',
      contact: 'Anna Schmidt',
      supplier: 'Northwind Consulting',
      accountingelement: 'IT-DA-700',
      items: [
        item(
          'Data engineers',
          'Capital',
          'Enhancement',
          'project',
          'Lakehouse Migration',
          '96000',
          {
            name: 'Data engineer',
            quantity: '80',
            dailyRate: '1200',
          },
        ),
        item(
          'Warehouse storage',
          'Capital',
          'Infrastructure',
          'product',
          'Data Warehouse',
          '18000',
        ),
      ],
    },
    {
      ...base,
      ordertext: 'Dashboard licences',
      status: 'Approved',
      ordernumber: po(11),
      currency: 'SEK',
      podate: c.day(0, 3, 15),
      deliverydate: c.day(0, 12, 31),
      company: 'Contoso d.o.o.',
      contact: 'Ivana Horvat',
      supplier: 'Adatum Software',
      sbu: 'Sales & Marketing',
      accountingelement: 'IT-DA-710',
      items: [
        item(
          'Dashboard licences',
          'Expense',
          'Maintenance',
          'application',
          'Management Dashboards',
          '180000',
        ),
      ],
      invoices: [
        {
          name: 'Dashboard licences',
          date: c.pastThisYear(4, 1),
          lines: [{ position: 1, amount: '90000' }],
        },
      ],
    },
    {
      ...base,
      ordertext: 'Network monitoring renewal',
      status: 'Approved',
      ordernumber: po(12),
      owner: 'admin',
      podate: c.day(1, 1, 1),
      deliverydate: c.day(1, 12, 31),
      company: 'Contoso d.o.o.',
      contact: 'Marko Kovač',
      supplier: 'Müller & Söhne Netzwerktechnik',
      accountingelement: 'IT-NW-410',
      items: [
        item(
          'Monitoring licence',
          'Expense',
          'Maintenance',
          'application',
          'Network Monitoring',
          '15000',
        ),
      ],
    },
    {
      ...base,
      ordertext: 'Security assessment',
      status: 'Approved',
      ordernumber: po(13),
      owner: 'admin',
      podate: c.earlier(c.day(0, 1, 10), c.today),
      // Ends this month: on the expiration list and inside the delivery warning window.
      deliverydate: c.endOfMonth(0, Number(c.today.slice(5, 7))),
      company: 'Litware Security Ltd',
      contact: 'Oliver Reed',
      supplier: 'Litware Security',
      accountingelement: 'IT-SEC-520',
      items: [
        item('Assessment', 'Capital', 'Enhancement', 'project', 'Zero Trust Rollout', '25000'),
      ],
    },
    {
      ...base,
      ordertext: 'Onboarding workflow build',
      status: 'Approved',
      ordernumber: po(14),
      owner: 'pfm',
      podate: c.day(0, 2, 1),
      deliverydate: c.day(0, 10, 31),
      company: 'Northwind Traders GmbH',
      contact: 'Lukas Weber',
      supplier: 'Northwind Consulting',
      sbu: 'Human Resources',
      accountingelement: 'HR-IT-800',
      items: [
        item('Workflow build', 'Capital', 'Enhancement', 'project', 'Onboarding Workflow', '30000'),
      ],
    },
    {
      ...base,
      ordertext: 'Intranet redesign agency',
      status: 'Approved',
      ordernumber: po(15),
      owner: 'controller',
      podate: c.day(0, 4, 15),
      deliverydate: c.day(0, 11, 30),
      company: 'Fabrikam Inc.',
      contact: 'Sarah Davis',
      supplier: 'Northwind Consulting',
      accountingelement: 'IT-SW-230',
      items: [item('Redesign', 'Capital', 'Enhancement', 'project', 'Intranet Relaunch', '40000')],
    },
    {
      ...base,
      ordertext: 'Service desk tooling',
      status: 'Approved',
      ordernumber: po(42, -1),
      owner: 'controller',
      podate: c.day(-1, 3, 1),
      deliverydate: c.day(0, 2, 28),
      company: 'Adatum AG',
      contact: 'Nina Keller',
      supplier: 'Adatum Software',
      accountingelement: 'IT-SW-240',
      items: [
        item(
          'Tooling subscription',
          'Expense',
          'Maintenance',
          'application',
          'Ticketing System',
          '36000',
        ),
      ],
      invoices: [
        {
          name: 'Tooling last year H1',
          date: c.day(-1, 6, 30),
          lines: [{ position: 1, amount: '12000' }],
        },
        {
          name: 'Tooling last year Q4',
          date: c.day(-1, 12, 15),
          lines: [{ position: 1, amount: '9000' }],
        },
        {
          name: 'Tooling first quarter',
          date: c.pastThisYear(1, 31),
          lines: [{ position: 1, amount: '6000' }],
        },
      ],
    },
    {
      ...base,
      ordertext: 'Campus switches',
      status: 'Approved',
      ordernumber: po(17, -1),
      owner: 'admin',
      podate: c.day(-1, 2, 1),
      deliverydate: c.day(-1, 10, 31),
      company: 'Contoso d.o.o.',
      contact: 'Ivana Horvat',
      supplier: 'Müller & Söhne Netzwerktechnik',
      accountingelement: 'IT-NW-420',
      items: [
        item('Core switches', 'Capital', 'Infrastructure', 'project', 'Wi-Fi Upgrade', '45000'),
      ],
      invoices: [
        {
          name: 'Switches delivery',
          date: c.day(-1, 9, 30),
          lines: [{ position: 1, amount: '45000' }],
        },
      ],
    },
    // The expiration list (delivery in this or last month, spec §2): one delivered last month
    // and invoiced for it (a month range), one due this month and half invoiced, beside the
    // security assessment above.
    {
      ...base,
      ordertext: 'Penetration test retainer',
      status: 'Approved',
      ordernumber: po(18),
      owner: 'requester',
      podate: c.monthFromToday(-6).start,
      deliverydate: c.monthFromToday(-1).end,
      company: 'Litware Security Ltd',
      contact: 'Oliver Reed',
      supplier: 'Litware Security',
      accountingelement: 'IT-SEC-530',
      items: [
        item('Retainer', 'Expense', 'Enhancement', 'project', 'Zero Trust Rollout', '12000'),
        item('Retest days', 'Expense', 'Enhancement', 'project', 'Zero Trust Rollout', '3250', {
          name: 'Security analyst',
          quantity: '5',
          dailyRate: '650',
        }),
      ],
      invoices: [
        {
          name: 'Retainer last month',
          range: c.monthFromToday(-1),
          lines: [
            { position: 1, amount: '12000' },
            { position: 2, amount: '1950', quantity: '3' },
          ],
        },
      ],
    },
    {
      ...base,
      ordertext: 'Monitoring agents renewal',
      status: 'Approved',
      ordernumber: po(19),
      owner: 'requester',
      podate: c.monthFromToday(-11).start,
      deliverydate: c.monthFromToday(0).start,
      company: 'Fabrikam Inc.',
      contact: 'John Miller',
      supplier: 'Tailspin Hardware',
      accountingelement: 'IT-NW-430',
      items: [
        item(
          'Agent licences',
          'Expense',
          'Maintenance',
          'application',
          'Network Monitoring',
          '8400',
        ),
      ],
      invoices: [
        {
          name: 'Agents first half',
          date: c.monthFromToday(-6).start,
          lines: [{ position: 1, amount: '4200' }],
        },
      ],
    },
    // Open requests (not orders): one due within the delivery-warning window, one awaiting a
    // Product Family Manager's signature, one with an item not yet assigned a cost type.
    {
      ...base,
      ordertext: 'Monitor upgrade',
      status: 'Proposed',
      podate: c.fromToday(14),
      deliverydate: c.fromToday(45),
      company: 'Fabrikam Inc.',
      contact: 'John Miller',
      supplier: 'Tailspin Hardware',
      accountingelement: 'IT-HW-110',
      items: [item('Monitors', 'Capital', 'Infrastructure', 'project', 'Laptop Refresh', '12000')],
    },
    {
      ...base,
      ordertext: 'Penetration test',
      status: 'Proposed',
      justification: 'Proposed',
      podate: c.fromToday(30),
      deliverydate: c.fromToday(90),
      company: 'Litware Security Ltd',
      contact: 'Emma Clarke',
      supplier: 'Litware Security',
      accountingelement: 'IT-SEC-530',
      comments: 'Yearly test required by the auditors.',
      items: [
        item(
          'Penetration test',
          'Capital',
          'Enhancement',
          'project',
          'Zero Trust Rollout',
          '18000',
        ),
      ],
    },
    {
      ...base,
      ordertext: 'CRM training',
      status: 'Proposed',
      currency: 'USD',
      podate: c.fromToday(21),
      deliverydate: null,
      company: 'Fabrikam Inc.',
      contact: 'Sarah Davis',
      supplier: 'Northwind Consulting',
      sbu: 'Sales & Marketing',
      accountingelement: 'SM-CRM-900',
      items: [item('Training days', 'Undefined', null, 'application', 'Sales CRM', '8000')],
    },
    // Signed by a Product Family Manager: an approver can approve it; one time & material item.
    {
      ...base,
      ordertext: 'Data catalogue rollout',
      status: 'Proposed',
      justification: 'Signed',
      podate: c.fromToday(7),
      deliverydate: c.fromToday(150),
      company: 'Northwind Traders GmbH',
      contact: 'Anna Schmidt',
      supplier: 'Northwind Consulting',
      accountingelement: 'DA-CAT-310',
      comments: 'Signed in the last portfolio review.',
      items: [
        item(
          'Catalogue licences',
          'Expense',
          'Maintenance',
          'project',
          'Lakehouse Migration',
          '6000',
        ),
        item('Data engineer', 'Expense', 'Enhancement', 'project', 'Lakehouse Migration', '9600', {
          name: 'Data engineer',
          quantity: '12',
          dailyRate: '800',
        }),
      ],
    },
    // A Draft still being itemized: 4,000 of 10,000 open.
    {
      ...base,
      ordertext: 'Backup appliance',
      status: 'Draft',
      orderamount: '10000',
      podate: c.fromToday(30),
      deliverydate: c.fromToday(120),
      company: 'Contoso d.o.o.',
      contact: 'Marko Kovač',
      supplier: 'Tailspin Hardware',
      accountingelement: 'IT-HW-140',
      items: [
        item(
          'Backup appliance',
          'Capital',
          'Infrastructure',
          'product',
          'Digital Workplace',
          '6000',
        ),
      ],
    },
    // The archive: one declined by an approver, one withdrawn by its owner.
    {
      ...base,
      ordertext: 'Ergonomic chairs',
      status: 'Declined',
      message: 'Not an IT cost: please order through facilities.',
      podate: c.fromToday(10),
      deliverydate: c.fromToday(40),
      company: 'Adatum AG',
      contact: 'Reto Frei',
      supplier: 'Tailspin Hardware',
      accountingelement: 'IT-HW-120',
      items: [item('Chairs', 'Capital', 'Infrastructure', 'product', 'Digital Workplace', '5000')],
    },
    {
      ...base,
      ordertext: 'Conference tickets',
      status: 'Withdrawn',
      podate: c.fromToday(20),
      deliverydate: c.fromToday(22),
      company: 'Contoso d.o.o.',
      contact: 'Ivana Horvat',
      supplier: 'Contoso Cloud Services',
      accountingelement: 'IT-DA-720',
      items: [
        item('Tickets', 'Expense', 'Enhancement', 'project', 'Self-Service Analytics', '3000'),
      ],
    },
  ];
}

export interface DemoPlan {
  entity: { kind: 'product' | 'project' | 'application'; name: string };
  /** The year planned, relative to this year; default next year. */
  yearOffset?: -1 | 1;
  status: 'proposed' | 'approved' | 'declined';
  /** When it was raised, in days before the seeding instant; default 30. */
  daysAgo?: number;
  description: string;
  proposedBudget?: string;
  proposedBy?: string;
  approvedBudget?: string;
  demandTitle?: string;
  demandId?: string;
  demandedBudget?: string;
  sender: string;
  comments: Array<{ sender: string; message: string }>;
}

const approvedPlan = (
  kind: DemoPlan['entity']['kind'],
  name: string,
  yearOffset: -1 | 1,
  amount: string,
): DemoPlan => ({
  entity: { kind, name },
  yearOffset,
  status: 'approved',
  description: yearOffset < 0 ? 'Last year plan.' : 'Plan for next year.',
  proposedBudget: amount,
  proposedBy: 'controller',
  approvedBudget: amount,
  sender: 'controller',
  comments: [],
});

/**
 * Planning: next year's approved proposals and a demand in review (with a comment), and the
 * approved plans of last year, so that the product cards show last and next year's budgets.
 */
export const FUTURE_BUDGETS: DemoPlan[] = [
  approvedPlan('product', 'ERP Core', 1, '460000'),
  approvedPlan('project', 'ERP Upgrade', 1, '150000'),
  approvedPlan('product', 'Kubernetes Platform', 1, '380000'),
  approvedPlan('application', 'Container Registry', 1, '60000'),
  approvedPlan('product', 'Data Warehouse', 1, '230000'),
  approvedPlan('product', 'Digital Workplace', -1, '280000'),
  approvedPlan('product', 'ERP Core', -1, '410000'),
  approvedPlan('project', 'Wi-Fi Upgrade', -1, '95000'),
  approvedPlan('product', 'Kubernetes Platform', -1, '300000'),
  approvedPlan('application', 'Ticketing System', -1, '55000'),
  {
    entity: { kind: 'product', name: 'Digital Workplace' },
    status: 'approved',
    description: 'Refresh cycle continues; more remote staff.',
    proposedBudget: '320000',
    proposedBy: 'controller',
    approvedBudget: '310000',
    sender: 'controller',
    comments: [{ sender: 'pfm', message: 'Approved with a small cut on accessories.' }],
  },
  {
    entity: { kind: 'project', name: 'ERP Upgrade' },
    status: 'proposed',
    description: 'Second wave of the upgrade for the plants.',
    demandTitle: 'ERP wave two',
    demandId: 'D-ERP-02',
    demandedBudget: '180000',
    sender: 'pfm',
    comments: [{ sender: 'controller', message: 'Please add the licence estimate.' }],
  },
  // Every state, demands and proposals alike, with their threads (a decline's reason is its
  // last comment, as the server writes it).
  {
    entity: { kind: 'product', name: 'Collaboration Suite' },
    status: 'proposed',
    daysAgo: 6,
    description: 'Phone licences for every seat.',
    proposedBudget: '240000',
    proposedBy: 'controller',
    sender: 'controller',
    comments: [
      { sender: 'requester', message: 'Does this include the meeting room devices?' },
      { sender: 'controller', message: 'Yes, 40 rooms.' },
    ],
  },
  {
    entity: { kind: 'product', name: 'Security Operations' },
    status: 'declined',
    daysAgo: 12,
    description: 'Second SOC shift.',
    proposedBudget: '350000',
    proposedBy: 'controller',
    sender: 'controller',
    comments: [
      { sender: 'admin', message: 'The second shift starts in autumn at the earliest.' },
      { sender: 'controller', message: 'Hold at this year’s level until the SIEM review.' },
    ],
  },
  {
    entity: { kind: 'project', name: 'Customer Portal' },
    status: 'declined',
    daysAgo: 15,
    description: 'Self-service returns and invoices.',
    demandTitle: 'Portal phase three',
    demandId: 'D-CRM-07',
    demandedBudget: '90000',
    sender: 'requester',
    comments: [{ sender: 'controller', message: 'Not before the CRM upgrade is done.' }],
  },
  {
    entity: { kind: 'project', name: 'Lakehouse Migration' },
    status: 'approved',
    daysAgo: 20,
    description: 'Move the remaining marts.',
    demandTitle: 'Lakehouse wave two',
    demandId: 'D-DWH-03',
    demandedBudget: '120000',
    approvedBudget: '110000',
    sender: 'pfm',
    comments: [
      { sender: 'controller', message: 'Approved without the training budget.' },
      { sender: 'pfm', message: 'Thanks, training moves to the BI budget.' },
    ],
  },
  {
    entity: { kind: 'application', name: 'Team Chat' },
    status: 'proposed',
    daysAgo: 3,
    description: 'Archiving for compliance.',
    demandTitle: 'Chat archive',
    demandId: 'D-TC-01',
    demandedBudget: '25000',
    sender: 'requester',
    comments: [{ sender: 'controller', message: 'Which retention period is required?' }],
  },
];

/**
 * Notifications waiting for demo users; days ago, so the dropdown shows a realistic history. The
 * controller, who set the organisation up, has more than a page of them (the notifications screen
 * pages by 10).
 */
export const NOTIFICATIONS = [
  ...controllerHistory(),
  {
    user: 'controller',
    daysAgo: 20,
    seen: true,
    title: 'Product family created',
    message: "Product family 'Shared Platform Services' was created with owner controller.",
  },
  {
    user: 'controller',
    daysAgo: 2,
    seen: false,
    title: 'Forecast above 85 %',
    message: "The forecast of product 'Digital Workplace' reached 85 % of its budget.",
  },
  {
    user: 'requester',
    daysAgo: 12,
    seen: true,
    title: 'Request approved',
    message: "Your purchase request 'Laptops for the sales team' was approved.",
  },
  {
    user: 'requester',
    daysAgo: 1,
    seen: false,
    title: 'Request declined',
    message: "Your purchase request 'Ergonomic chairs' was declined: Not an IT cost.",
  },
  {
    user: 'approver',
    daysAgo: 1,
    seen: false,
    title: 'Request waiting for approval',
    message: "The purchase request 'Monitor upgrade' is waiting for your decision.",
  },
  {
    user: 'pfm',
    daysAgo: 0,
    seen: false,
    title: 'Signature needed',
    message: "Please sign the purchase request 'Penetration test'.",
  },
  {
    user: 'admin',
    daysAgo: 0,
    seen: false,
    title: 'Signature needed',
    message: "Please sign the purchase request 'Penetration test'.",
  },
  {
    user: 'viewer',
    daysAgo: 3,
    seen: false,
    title: 'Welcome',
    message: 'You can browse the product overview. Ask an administrator for more roles.',
  },
];

/** What the controller was told while setting up the organisation, read long ago. */
function controllerHistory() {
  const products = PRODUCTS.filter((product) => product.owner === 'controller');
  const entities = ENTITIES.filter((entity) => entity.owner === 'controller');
  return [
    ...products.map((product, index) => ({
      title: 'Product created',
      message: `Product '${product.name}' was created in '${product.family}' with owner controller.`,
      daysAgo: 60 - index,
    })),
    ...entities.map((entity, index) => ({
      title: entity.kind === 'project' ? 'Project created' : 'Application created',
      message: `${entity.kind === 'project' ? 'Project' : 'Application'} '${entity.name}' was created for product '${entity.product}'.`,
      daysAgo: 50 - index,
    })),
    {
      title: 'Platform cost updated',
      message: "The platform cost of 'Kubernetes Platform' was set to 120.000,00 EUR.",
      daysAgo: 30,
    },
    ...['Customer Portal', 'Sales CRM', 'Lakehouse Migration'].map((consumer, index) => ({
      title: 'Platform consumer added',
      message: `'${consumer}' now consumes 'Kubernetes Platform' and carries a share of its cost.`,
      daysAgo: 29 - index,
    })),
    {
      title: 'Cost unit created',
      message: "Cost unit 'CU Corporate IT' was created with manager controller.",
      daysAgo: 25,
    },
    {
      title: 'Forecast above 85 %',
      message: "The forecast of product 'Service Desk' reached 85 % of its budget.",
      daysAgo: 21,
    },
  ].map((notification) => ({ ...notification, user: 'controller', seen: true }));
}
