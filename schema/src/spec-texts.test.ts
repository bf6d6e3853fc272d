// The texts of spec §2 and §8, copied from the spec: each must be the value of one of the shared
// text constants, word for word (the forms, servers and their tests read the constants, so a
// changed wording would pass every other test). A text with a part the screen fills in
// ('Error deleting request: ...', '{type}') is the constant's function given that part.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as shared from './index.ts';

const SPEC_TEXTS = [
  'Select a filter on the left side to see the full overview.',
  'Total Invoice Amount',
  'Remaining PO Amount',
  'No purchase orders found for this {type}.',
  'No invoices found for this {type}.',
  'No new notifications...',
  'View all notifications',
  'Please sign the purchase request',
  'You have no Requests pending...',
  'No such request has been found.',
  'Archived Requests',
  'Archive is empty.',
  'No Purchase Orders to show!',
  'No orders available.',
  'No expiring Purchase Orders to show',
  'No invoices found',
  'No such invoices found',
  'No failed inputs to display.',
  'Create a new Project/Application',
  'Select a filter on the left side to see the overview.',
  'This product is not allocated to any cost units.',
  'There are no projects associated with this platform.',
  'There are no applications associated with this platform.',
  'Requests In Review',
  'New Company has been added! You can now add contacts to it.',
  'No companies match your search criteria!',
  'There are no companies to show!',
  'There are no contacts in this company.',
  'No contacts match your search criteria!',
  'No invoices found for this product.',
  'No purchase orders found for this product.',
  'There are no projects or applications in this product.',
  'There are no product families to show.',
  'List is empty!',
  'Must be signed by a Product Family Manager',
  'Same image already exists!',
  'Please add at least 1 entity!',
  '*Order number has to be entered',
  'ERROR: Order number cannot be empty!',
  'ERROR: 404 Not Found',
  'Network error or server not reachable',
  'Error: Product Family with name you provided already exists!',
  'Product Family with given name already exists.',
  'Error: Product with the name you provided already exists!',
  'Error: Project with name you provided already exists!',
  'Error: Application with name you provided already exists!',
  'Error: Cost Unit With This Name Already exists!',
  'Error: Project has already been added!',
  'Error: Application has already been added!',
  'Error: Image size cannot exceed 500kb!',
  'Error while adding the image',
  'Error: This product family has no products',
  'Error: {message}',
  'Error while updating the budget',
  'Successfully updated the budget',
  'Request deleted successfully!',
  'Request restored successfully!',
  'Request declined successfully',
  'Request accepted successfully!',
  'Error deleting request: ...',
  'Error restoring request: ...',
  'Error updating request: ...',
  'Error creating request: ...',
  'Error declining request: ...',
  'Error accepting request: ...',
  'Error creating invoice: ...',
  'SUCCESS: Invoice generated!',
  'ERROR: Invoice cannot be generated',
  'Error when adding/updating/deleting list item: ...',
  'Successfully updated Cost Unit',
  'Error while updating Cost Unit',
  'Error creating new cost unit: ...',
  'Cost Unit Created Sucessfully!',
  'Product added successfully',
  'Product Added Sucessfully!',
  'Error: {server text}',
  'Error deleting product: ...',
  'Error while removing the product',
  'Product Removed From Cost Unit Sucessfully!',
  'Error: Cannot allocate product',
  'Error: Cannot allocate this budget',
  'Successfully created a product family!',
  'Project created successfully!',
  'Application created successfully!',
  'Project added successfully!',
  'Application added successfully!',
  'Successfully added consumer to platform',
  'Successfully modified platform',
  'Error: Unable to fetch future financials',
  'Successfully created a future financials request.',
  'Error: Unable to create future financials plan!',
  'SUCCESS: Company created!',
  'SUCCESS: Company contact created!',
  "ERROR: You don't have permission to use this feature.",
  "ERROR: You don't have permission to see details!",
  'Successfully approved future financials request.',
  'Successfully declined future financials request.',
];

/** Every text the constants give: strings, and functions given the spec's placeholders. */
function constantTexts(): Set<string> {
  const texts = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'function') {
      for (const part of ['...', '{type}', '{message}', '{server text}']) {
        const text: unknown = value(part);
        if (typeof text === 'string') texts.add(text);
      }
    } else if (value && typeof value === 'object' && depth < 3) {
      for (const inner of Object.values(value)) visit(inner, depth + 1);
    }
  };
  for (const [name, value] of Object.entries(shared)) {
    if (/TEXTS|MESSAGES/.test(name)) visit(value, 0);
  }
  return texts;
}

describe('spec texts', () => {
  it('are the shared constants, word for word (spelling included)', () => {
    const texts = constantTexts();
    assert.deepEqual(
      SPEC_TEXTS.filter((text) => !texts.has(text)),
      [],
    );
  });
});
