// Customer calls. Reads are query options; writes refresh the lists and the customer they wrote.
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { ApiHttpError, apiRequest } from '../http/client';
import { customerKeys } from './keys';
import { CUSTOMER_LIST_DEFAULT_LIMIT, customerPageSchema, customerSchema, deletedCustomerSchema, type Customer, type CustomerInput, type CustomerListQuery, type CustomerPatch } from '@bullion/contract';

const path = (id: string) => `/customers/${encodeURIComponent(id)}`;

/** A list query with defaults filled in and empty values dropped, in key order, so equal views share a cache entry. */
export function normalizeCustomerListQuery(query: CustomerListQuery): CustomerListQuery {
  const entries = Object.entries({ offset: 0, limit: CUSTOMER_LIST_DEFAULT_LIMIT, ...query }).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b))) as CustomerListQuery;
}

/** GET /customers: a page of the group's customers by name, and the total. */
export function customersQueryOptions(query: CustomerListQuery = {}) {
  const normalized = normalizeCustomerListQuery(query);
  return queryOptions({
    queryKey: customerKeys.list(normalized),
    queryFn: ({ signal }) => apiRequest('/customers', { query: normalized as Record<string, string | number>, schema: customerPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /customers/{id}; null for a customer that does not exist (or is another group's). */
export async function fetchCustomer(id: string, signal?: AbortSignal): Promise<Customer | null> {
  try {
    return await apiRequest(path(id), { schema: customerSchema, signal, reportErrors: false });
  } catch (error) {
    if (error instanceof ApiHttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export function customerQueryOptions(id: string) {
  return queryOptions({ queryKey: customerKeys.detail(id), queryFn: ({ signal }) => fetchCustomer(id, signal) });
}

export function createCustomer(body: CustomerInput) {
  return apiRequest('/customers', { method: 'POST', body, schema: customerSchema });
}

export function updateCustomer(id: string, body: CustomerPatch) {
  return apiRequest(path(id), { method: 'PATCH', body, schema: customerSchema });
}

/** DELETE /customers/{id}: 409 customer_has_orders when the customer has orders. */
export function deleteCustomer(id: string) {
  return apiRequest(path(id), { method: 'DELETE', schema: deletedCustomerSchema });
}

export function createCustomerMutationOptions() {
  return mutationOptions({
    mutationFn: (body: CustomerInput) => createCustomer(body),
    onSuccess: (_customer, _body, _context, { client }) => invalidateKeys(client, customerKeys.lists()),
  });
}

export function updateCustomerMutationOptions(id: string) {
  return mutationOptions({
    mutationFn: (body: CustomerPatch) => updateCustomer(id, body),
    onSuccess: (customer, _body, _context, { client }) => {
      client.setQueryData(customerKeys.detail(id), customer);
      return invalidateKeys(client, customerKeys.lists(), customerKeys.detail(id));
    },
  });
}

export function deleteCustomerMutationOptions() {
  return mutationOptions({
    mutationFn: (id: string) => deleteCustomer(id),
    onSuccess: (_result, id, _context, { client }) => {
      client.removeQueries({ queryKey: customerKeys.detail(id) });
      return invalidateKeys(client, customerKeys.lists());
    },
  });
}
