// Every part of the HTTP API, in the order createApp registers them. A new resource is a folder
// with its routes exporting a Resource, and one entry here.
import { accountResource } from './account/routes';
import { appTokensResource } from './app-tokens/routes';
import { billingResource } from './billing/resource';
import { collectionsResource } from './collections/routes';
import { authResource } from './auth/routes';
import { customersResource } from './customers/routes';
import { datasetsResource } from './datasets/routes';
import { docsResource } from './docs/routes';
import { documentsResource } from './documents/routes';
import { domainsResource } from './domains/routes';
import { groupsResource } from './groups/routes';
import { healthResource } from './health/routes';
import type { Resource } from './http/resource';
import { inventoryResource } from './inventory/routes';
import { invitesResource } from './invites/routes';
import { membersResource } from './members/routes';
import { form8300Resource } from './orders/form-8300-routes';
import { ordersResource } from './orders/routes';
import { priceTemplatesResource } from './price-templates/routes';
import { productsResource } from './products/routes';
import { releasesResource } from './releases/routes';
import { releaseTelemetryResource } from './releases/telemetry-routes';
import { rolesResource } from './roles/routes';
import { spacesResource } from './spaces/routes';
import { spotsResource } from './spots/routes';
import { storageResource } from './storage/routes';
import { subscriptionsResource } from './subscriptions/routes';

export const RESOURCES: readonly Resource[] = [
  healthResource,
  authResource,
  storageResource,
  accountResource,
  appTokensResource,
  groupsResource,
  rolesResource,
  membersResource,
  invitesResource,
  productsResource,
  spacesResource,
  inventoryResource,
  priceTemplatesResource,
  customersResource,
  ordersResource,
  documentsResource,
  form8300Resource,
  collectionsResource,
  spotsResource,
  subscriptionsResource,
  billingResource,
  domainsResource,
  datasetsResource,
  releaseTelemetryResource,
  releasesResource,
  docsResource,
];
