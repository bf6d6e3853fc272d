// Exact texts of the spec (§2, §8) that more than one package uses. Copy, never paraphrase.
export const TEXTS = {
  forbidden: "ERROR: You don't have permission to use this feature.",
  forbiddenDetails: "ERROR: You don't have permission to see details!",
  /** What the REST API answers on a 403; the web prefixes nothing, it shows TEXTS.forbidden. */
  forbiddenServer: "You don't have permission to use this feature.",
  missingConfigurationName: 'Missing Configuration',
  missingConfigurationTitle: 'Missing configuration',
  familyCreated: 'Successfully created a product family!',
  familyDuplicateServer: 'Product Family with given name already exists.',
  familyDuplicate: 'Error: Product Family with name you provided already exists!',
  noFamilies: 'There are no product families to show.',
  noNotifications: 'No new notifications...',
  viewAllNotifications: 'View all notifications',
  signRequestMarker: 'Please sign the purchase request',
  networkError: 'Network error or server not reachable',
} as const;
