// One run generates both sides of the GraphQL contract from schema/graphql/*.graphql:
// resolver types for the bff and typed documents (client preset) for the web.
import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  Decimal: 'string',
  DateTime: 'string',
  Date: 'string',
};

// The bff's resolvers receive REST objects as parents (DESIGN.md §5: one mapper per domain turns
// them into GraphQL fields), so nothing is translated before a field asks for it.
const restHierarchy = '../hierarchy/rest-types.ts';
const bffMappers = {
  ProductFamily: `${restHierarchy}#RestFamily`,
  ProductFamilyPage: '../hierarchy/family-page.ts#RestFamilyPage',
  Product: `${restHierarchy}#RestProduct`,
  BudgetEntity: `${restHierarchy}#RestBudgetEntity`,
  Project: `${restHierarchy}#RestBudgetEntity`,
  Application: `${restHierarchy}#RestBudgetEntity`,
  Ownership: '../hierarchy/ownership.ts#OwnershipParent',
  PurchaseOrder: '../orders/rest.ts#RestOrder',
  Invoice: '../invoices/rest.ts#RestInvoice',
  NotificationPage: '../notifications/rest.ts#RestNotificationPage',
  Company: '../companies/rest.ts#RestCompany',
  Contact: '../companies/rest.ts#RestContact',
  CompanyPage: '../companies/rest.ts#RestCompanyPage',
  ContactPage: '../companies/rest.ts#RestContactPage',
  CostUnit: '../costunits/rest.ts#RestCostUnit',
  CostUnitPage: '../costunits/rest.ts#RestCostUnitPage',
  CostUnitAllocation: '../costunits/rest.ts#RestAllocation',
  CostUnitShowback: '../costunits/rest.ts#RestShowback',
  Platform: '../platforms/rest.ts#RestPlatform',
  PlatformPage: '../platforms/rest.ts#RestPlatformPage',
  PlatformProduct: '../platforms/rest.ts#RestPlatformProduct',
  PlatformConsumer: '../platforms/rest.ts#RestPlatformConsumer',
  FutureBudget: '../planning/rest.ts#RestFutureBudget',
  FutureBudgetComment: '../planning/rest.ts#RestFutureBudgetComment',
  FutureBudgetPage: '../planning/rest.ts#RestFutureBudgetPage',
};

const config: CodegenConfig = {
  schema: 'schema/graphql/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    'bff/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GraphQLContext',
        scalars,
        enumsAsTypes: true,
        mapperTypeSuffix: 'Model',
        mappers: bffMappers,
      },
    },
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, scalars, enumsAsTypes: true },
    },
  },
};

export default config;
