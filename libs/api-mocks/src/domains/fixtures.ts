// The mock team's domains: the subdomain `sterling` and a custom domain waiting for its TXT record.
// Builders take overrides so stories can show every state (verified, failed, none, refused by plan).
import { MOCK_NOW } from '../http';
import { VERIFICATION_RECORD_PREFIX, VERIFICATION_VALUE_PREFIX, type CustomDomain, type GroupDomains } from '@bullion/contract';

export const MOCK_SUBDOMAIN_BASE = 'bulliondesk.app';
export const MOCK_CUSTOM_DOMAIN_ID = '6d1f0c3a-9b2e-4f7a-8c5d-1e2f3a4b5c6d';

export function mockCustomDomain(overrides: Partial<CustomDomain> = {}): CustomDomain {
  const domain = overrides.domain ?? 'desk.sterling-sons.com';
  return {
    id: MOCK_CUSTOM_DOMAIN_ID,
    domain,
    status: 'pending',
    verificationRecord: { type: 'TXT', name: `${VERIFICATION_RECORD_PREFIX}.${domain}`, value: `${VERIFICATION_VALUE_PREFIX}3f9a1c2b7d8e4f50a1b2c3d4` },
    failureReason: null,
    lastCheckedAt: null,
    verifiedAt: null,
    createdAt: MOCK_NOW,
    ...overrides,
  };
}

/** The team on Teams: both features enabled, the admin may manage them. */
export function mockDomains(overrides: Partial<GroupDomains> = {}): GroupDomains {
  return {
    subdomain: 'sterling',
    subdomainHost: `sterling.${MOCK_SUBDOMAIN_BASE}`,
    subdomainBase: MOCK_SUBDOMAIN_BASE,
    customDomain: mockCustomDomain(),
    plan: { id: 'teams', name: 'Teams' },
    enableSubdomain: true,
    enableDomain: true,
    canManage: true,
    ...overrides,
  };
}

/** The mock state: what the handlers keep besides the plan (read from the billing subscription). */
export interface MockDomainsState {
  subdomain: string | null;
  customDomain: CustomDomain | null;
}

export function mockDomainsState(): MockDomainsState {
  const { subdomain, customDomain } = mockDomains();
  return { subdomain, customDomain };
}
