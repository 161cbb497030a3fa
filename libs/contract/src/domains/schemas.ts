// Domains of a group: a subdomain of the app's own domain (plan permission enableSubdomain) and one
// custom domain (enableDomain), verified by a DNS TXT record the group adds at its DNS provider.
// docs/settings.md ("Billing, purchase history and domains") describes the flow.
import { z } from 'zod';
import { isoDateTimeSchema, unknownFieldsError } from '../common/schemas';

export const SUBDOMAIN_MIN_LENGTH = 3;
/** A DNS label is at most 63 characters. */
export const SUBDOMAIN_MAX_LENGTH = 63;
/** A whole host name is at most 253 characters. */
export const DOMAIN_MAX_LENGTH = 253;

/** Subdomains nobody can take: they name the app's own services or would mislead. */
export const RESERVED_SUBDOMAINS = [
  'admin', 'api', 'app', 'assets', 'auth', 'billing', 'blog', 'cdn', 'dashboard', 'dev', 'docs', 'email', 'ftp', 'help',
  'imap', 'login', 'mail', 'mx', 'ns1', 'ns2', 'pop', 'root', 'settings', 'shell', 'smtp', 'staging', 'static', 'status',
  'support', 'test', 'www',
] as const;

export const DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The record the verification looks for: `_bullion-verification.<domain>` TXT `bullion-verification=<token>`. */
export const VERIFICATION_RECORD_PREFIX = '_bullion-verification';
export const VERIFICATION_VALUE_PREFIX = 'bullion-verification=';

/** 403 with this code when the group's plan does not include the feature; details say which. */
export const PLAN_UPGRADE_REQUIRED = 'plan_upgrade_required';
export const planUpgradeDetailsSchema = z.object({
  permission: z.enum(['enableSubdomain', 'enableDomain']),
  plan: z.string(),
  /** The cheapest plan that includes it. */
  upgradeTo: z.enum(['pro', 'teams']),
});
export type PlanUpgradeDetails = z.infer<typeof planUpgradeDetailsSchema>;

const LABEL = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const subdomainSchema = z
  .string('subdomain must be a string.')
  .trim()
  .toLowerCase()
  .min(SUBDOMAIN_MIN_LENGTH, `The subdomain needs at least ${SUBDOMAIN_MIN_LENGTH} characters.`)
  .max(SUBDOMAIN_MAX_LENGTH, `The subdomain can have at most ${SUBDOMAIN_MAX_LENGTH} characters.`)
  .regex(LABEL, 'Use only letters, digits and hyphens, and start and end with a letter or digit.')
  .refine((value) => !value.includes('--'), 'Two hyphens in a row are not allowed.')
  .refine((value) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(value), 'That subdomain is reserved. Choose another.');

export const domainNameSchema = z
  .string('domain must be a string.')
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/\.$/, '').replace(/^https?:\/\//, '').replace(/\/.*$/, ''))
  .pipe(
    z
      .string()
      .min(4, 'Enter a domain such as shop.example.com.')
      .max(DOMAIN_MAX_LENGTH, `A domain can have at most ${DOMAIN_MAX_LENGTH} characters.`)
      .refine((value) => value.split('.').length >= 2, 'Enter a full domain such as shop.example.com.')
      .refine((value) => value.split('.').every((label) => label.length <= 63 && LABEL.test(label)), 'Each part of the domain may hold letters, digits and hyphens, and not start or end with a hyphen.')
      .refine((value) => /^[a-z]{2,63}$/.test(value.split('.').at(-1) ?? ''), 'The domain must end with a real top-level domain, such as .com.'),
  );

/** PUT /domains/subdomain. */
export const subdomainBodySchema = z
  .strictObject({ subdomain: subdomainSchema }, { error: unknownFieldsError('A subdomain takes only subdomain.') })
  .meta({ id: 'SubdomainRequest' });
export type SubdomainBody = z.input<typeof subdomainBodySchema>;

/** PUT /domains/custom: connects a domain (status pending until its TXT record is found). */
export const customDomainBodySchema = z
  .strictObject({ domain: domainNameSchema }, { error: unknownFieldsError('A custom domain takes only domain.') })
  .meta({ id: 'CustomDomainRequest' });
export type CustomDomainBody = z.input<typeof customDomainBodySchema>;

export const verificationRecordSchema = z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() });

export const customDomainSchema = z
  .object({
    id: z.uuid(),
    domain: z.string(),
    status: z.enum(DOMAIN_STATUSES),
    /** The record to add at the domain's DNS provider. */
    verificationRecord: verificationRecordSchema,
    /** Why the last check failed, in plain words; null unless failed. */
    failureReason: z.string().nullable(),
    lastCheckedAt: isoDateTimeSchema.nullable(),
    verifiedAt: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
  })
  .meta({ id: 'CustomDomain' });
export type CustomDomain = z.infer<typeof customDomainSchema>;

/** GET /domains: the group's subdomain and custom domain, what its plan allows, and whether the caller manages them. */
export const groupDomainsSchema = z
  .object({
    subdomain: z.string().nullable(),
    /** The full host of the subdomain, e.g. acme.bulliondesk.app; null without one. */
    subdomainHost: z.string().nullable(),
    /** The domain subdomains live under. */
    subdomainBase: z.string(),
    customDomain: customDomainSchema.nullable(),
    plan: z.object({ id: z.string(), name: z.string() }),
    enableSubdomain: z.boolean(),
    enableDomain: z.boolean(),
    /** group.update (admins). */
    canManage: z.boolean(),
  })
  .meta({ id: 'GroupDomains' });
export type GroupDomains = z.infer<typeof groupDomainsSchema>;
