/**
 * The companies this process knows to have an active webhook endpoint: the delivery worker wakes on their flow events
 * only, so other companies' traffic costs it nothing (not even a query). Filled by the worker's runs and by the
 * webhook service when an endpoint is added or turned on; a company it lacks is at worst served at the next start.
 */
export const webhookCompanies = new Set<string>();
