import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { TEXTS } from '@cost-steering/schema';
import { DEFAULT_CONFIG_FILE } from '../config.ts';
import { startTestContext, type TestContext, type Json } from '../testing/support.ts';

describe('ownership and overview filters', () => {
  let context: TestContext;
  let dir: string;
  let configFile: string;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rest-api-filters-'));
    configFile = join(dir, 'configuration.json');
    await copyFile(DEFAULT_CONFIG_FILE, configFile);
    context = await startTestContext({ seed: true, configFile });
  });
  after(async () => {
    await context.close();
    await rm(dir, { recursive: true, force: true });
  });

  const names = (body: Json) =>
    Object.values(body)
      .map((row: Json) => row.name)
      .sort();

  describe('ownership', () => {
    it("lists what a user owns, in the lists' shapes", async () => {
      const base = '/ownership/requester';
      const families = await context.as('requester').get<Json>(`${base}/ownedproductfamilies`);
      assert.deepEqual(families.body, {});
      const products = await context.as('requester').get<Json>(`${base}/ownedproducts`);
      assert.deepEqual(names(products.body), [
        'CRM Suite',
        'Collaboration Suite',
        'Reporting & BI',
      ]);
      const all = await context.as('requester').get<Json>('/products');
      for (const [id, product] of Object.entries(products.body)) {
        assert.deepEqual(product, all.body[id]);
      }
      const projects = await context.as('requester').get<Json>(`${base}/ownedprojects`);
      assert.deepEqual(names(projects.body), [
        'Customer Portal',
        'Self-Service Analytics',
        'Self-Service Portal',
      ]);
      const apps = await context.as('requester').get<Json>(`${base}/ownedapplications`);
      assert.ok(Object.values(apps.body).every((app: Json) => app.owner === 'requester'));
      assert.ok(Object.keys(apps.body).length > 0);
      const pfm = await context.as('pfm').get<Json>('/ownership/PFM/ownedproductfamilies');
      assert.deepEqual(names(pfm.body), ['Business Applications', 'Data & Analytics']);
    });

    it("refuses another user's ownership without view-all-product", async () => {
      for (const what of [
        'ownedproductfamilies',
        'ownedproducts',
        'ownedprojects',
        'ownedapplications',
      ]) {
        const reply = await context.as('requester').get<Json>(`/ownership/controller/${what}`);
        assert.deepEqual([reply.status, reply.body.message], [403, TEXTS.forbiddenServer], what);
      }
      const allowed = await context
        .as('controller')
        .get<Json>('/ownership/requester/ownedproducts');
      assert.equal(allowed.status, 200);
    });
  });

  describe('product purchase orders and invoices', () => {
    it('are refused to a viewer owning neither product nor family', async () => {
      const all = await context.as('viewer').get<Json>('/products');
      const platform = Object.values(all.body).find(
        (p: Json) => p.name === 'Kubernetes Platform',
      ) as Json;
      for (const what of ['purchaseorders/', 'invoices']) {
        const reply = await context.as('viewer').get<Json>(`/products/${platform.id}/${what}`);
        assert.deepEqual([reply.status, reply.body.code], [403, 'FORBIDDEN'], what);
      }
      // requester holds view-product-hierarchy; controller owns the product
      for (const username of ['requester', 'controller']) {
        const reply = await context
          .as(username)
          .get<Json>(`/products/${platform.id}/purchaseorders`);
        assert.equal(reply.status, 200, username);
        assert.ok(Object.keys(reply.body).length > 0);
      }
      // projects' and applications' orders are for every user
      const projects = await context.as('viewer').get<Json>('/projects');
      const project = Object.values(projects.body)[0] as Json;
      assert.equal(
        (await context.as('viewer').get(`/projects/${project.id}/purchaseorders`)).status,
        200,
      );
    });
  });

  describe('filters', () => {
    interface Filter {
      key: string;
      label: string;
      options: Record<string, { id: number | string; name: string }>;
    }
    const filters = async (query = '') => {
      const reply = await context.as('viewer').get<{ filters: Filter[] }>(`/filters${query}`);
      assert.equal(reply.status, 200, reply.text);
      return { filters: reply.body.filters, text: reply.text };
    };
    /** Option names in the order they are on the wire. */
    const wireNames = (text: string, filter: Filter) =>
      Object.values(filter.options)
        .map((option) => option.name)
        .sort(
          (a, b) =>
            text.indexOf(`"name":${JSON.stringify(a)}`) -
            text.indexOf(`"name":${JSON.stringify(b)}`),
        );

    it('offers families, products, owners and regions, each sorted by name', async () => {
      const { filters: all, text } = await filters();
      assert.deepEqual(
        all.map((f) => [f.key, f.label]),
        [
          ['productfamily', 'Product Family'],
          ['product', 'Product'],
          ['owner', 'Owner'],
          ['region', 'Region'],
        ],
      );
      for (const filter of all) {
        const sorted = Object.values(filter.options)
          .map((o) => o.name)
          .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
        assert.deepEqual(wireNames(text, filter), sorted, filter.key);
        for (const [key, option] of Object.entries(filter.options))
          assert.equal(key, String(option.id));
      }
      assert.equal(Object.keys(all[0]!.options).length, 5);
      assert.deepEqual(Object.keys(all[2]!.options).sort(), [
        'admin',
        'controller',
        'pfm',
        'requester',
      ]);
      assert.deepEqual(all[2]!.options.pfm, { id: 'pfm', name: 'pfm' });
    });

    it('limits the options to what is related to a username', async () => {
      const { filters: mine } = await filters('?username=requester');
      const [families, products, owners] = mine;
      assert.deepEqual(names(families!.options), [
        'Business Applications',
        'Data & Analytics',
        'Workplace Services',
      ]);
      assert.ok(names(products!.options).includes('ERP Core'));
      assert.ok(!names(products!.options).includes('Campus Network'));
      assert.ok(!Object.keys(owners!.options).includes('admin'));
      const { filters: none } = await filters('?username=viewer');
      assert.deepEqual(none[0]!.options, {});
      assert.deepEqual(none[1]!.options, {});
    });

    it('leaves out the region filter when regions are disabled', async () => {
      await writeFile(configFile, JSON.stringify({ regions_enabled: false }));
      try {
        const { filters: all } = await filters();
        assert.deepEqual(
          all.map((f) => f.key),
          ['productfamily', 'product', 'owner'],
        );
      } finally {
        await copyFile(DEFAULT_CONFIG_FILE, configFile);
      }
    });

    it('gives the first options of each filter up to a limit, with how many there are', async () => {
      const { filters: all, text } = await filters();
      const { filters: firstTwo, text: firstText } = await filters('?limit=2');
      for (const [index, filter] of firstTwo.entries()) {
        const every = wireNames(text, all[index]!);
        assert.deepEqual(wireNames(firstText, filter), every.slice(0, 2), filter.key);
        assert.equal((filter as Filter & { total: number }).total, every.length, filter.key);
      }
    });

    it('searches the options by a part of their name in any case', async () => {
      const { filters: found } = await filters('?search=erp&limit=5');
      assert.deepEqual(names(found[1]!.options), ['ERP Core']);
      assert.equal((found[1] as Filter & { total: number }).total, 1);
      assert.deepEqual(found[2]!.options, {});
    });

    it('takes a search of at most 40 characters, as every list does', async () => {
      await filters(`?search=${'a'.repeat(40)}`);
      const reply = await context.as('viewer').get<Json>(`/filters?search=${'a'.repeat(41)}`);
      assert.deepEqual(
        [reply.status, reply.body.code, reply.body.field],
        [400, 'VALIDATION', 'search'],
      );
    });

    it('refuses unknown parameters', async () => {
      const reply = await context.as('viewer').get<Json>('/filters?user=x');
      assert.deepEqual([reply.status, reply.body.code], [400, 'VALIDATION']);
    });
  });
});
