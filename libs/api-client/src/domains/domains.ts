// The group's domains (the group of the app access token): read, set or remove the subdomain, connect
// or remove a custom domain, and check its DNS TXT record. Every write answers the whole state.
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../common/mutations';
import { groupKeys } from '../groups/keys';
import { apiRequest } from '../http/client';
import { domainKeys } from './keys';
import { groupDomainsSchema, type CustomDomainBody, type GroupDomains, type SubdomainBody } from '@bullion/contract';

export function domainsQueryOptions() {
  return queryOptions({
    queryKey: domainKeys.detail(),
    queryFn: ({ signal }) => apiRequest('/domains', { schema: groupDomainsSchema, signal }),
  });
}

/** Not toasted by the fetch layer: the page shows plan refusals (403 plan_upgrade_required), taken names (409) and invalid names (400) beside the field. */
const write = (path: string, method: 'PUT' | 'POST' | 'DELETE', body?: unknown) => apiRequest(path, { method, body, schema: groupDomainsSchema, reportErrors: false });

export const setSubdomain = (body: SubdomainBody) => write('/domains/subdomain', 'PUT', body);
export const removeSubdomain = () => write('/domains/subdomain', 'DELETE');
export const setCustomDomain = (body: CustomDomainBody) => write('/domains/custom', 'PUT', body);
export const checkCustomDomain = () => write('/domains/custom/check', 'POST');
export const removeCustomDomain = () => write('/domains/custom', 'DELETE');

/** The answer is the new state; the group (which carries its subdomain) is read again. */
function settle(client: QueryClient, domains: GroupDomains) {
  client.setQueryData(domainKeys.detail(), domains);
  return invalidateKeys(client, groupKeys.all);
}

export function setSubdomainMutationOptions() {
  return mutationOptions({ mutationFn: (body: SubdomainBody) => setSubdomain(body), onSuccess: (domains, _body, _context, { client }) => settle(client, domains) });
}
export function removeSubdomainMutationOptions() {
  return mutationOptions({ mutationFn: () => removeSubdomain(), onSuccess: (domains, _body, _context, { client }) => settle(client, domains) });
}
export function setCustomDomainMutationOptions() {
  return mutationOptions({ mutationFn: (body: CustomDomainBody) => setCustomDomain(body), onSuccess: (domains, _body, _context, { client }) => settle(client, domains) });
}
export function checkCustomDomainMutationOptions() {
  return mutationOptions({ mutationFn: () => checkCustomDomain(), onSuccess: (domains, _body, _context, { client }) => settle(client, domains) });
}
export function removeCustomDomainMutationOptions() {
  return mutationOptions({ mutationFn: () => removeCustomDomain(), onSuccess: (domains, _body, _context, { client }) => settle(client, domains) });
}
