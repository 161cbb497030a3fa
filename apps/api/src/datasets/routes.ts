// GET /api/datasets: the reference data forms and filters offer (roles, countries, product
// vocabularies, rejection reasons). It is the same for every caller, so clients may cache it for 24 hours.
import { datasetsSchema } from '@bullion/contract';
import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../http/auth';
import { errorBodySchema } from '../http/errors';
import type { Resource } from '../http/resource';
import type { Router } from '../http/router';
import { listMemberRoles } from './dataset-reads';
import { buildLocations } from './locations';
import {
  CATEGORIES,
  EDGE_DESIGNS,
  GRADES,
  METALS,
  PACKAGINGS,
  REJECTION_REASONS,
  SERIES,
  STRIKES,
  THEMES,
  TYPES,
  USER_ROLES,
  WEIGHT_UNITS,
} from './reference-data';

const route = createRoute({
  method: 'get',
  path: '/api/datasets',
  tags: ['datasets'],
  summary: 'Reference data: roles, regions and countries, filters, product vocabularies, rejection reasons',
  security: [{ Bearer: [] }],
  middleware: [requireUser] as const,
  responses: {
    200: { content: { 'application/json': { schema: datasetsSchema } }, description: 'Datasets' },
    401: { content: { 'application/json': { schema: errorBodySchema } }, description: 'No session' },
  },
});

const toSimple = (records: readonly { id: number; name: string; value: string }[]) =>
  records.map(({ id, name, value }) => ({ id, title: name, value }));

const locations = buildLocations();

function registerDatasetRoutes(app: Router) {
  app.openapi(route, async (c) => {
    const roles = await listMemberRoles(c.var.deps.db);
    const body = datasetsSchema.parse({
      role: { users: USER_ROLES, members: roles },
      location: locations,
      filter: {
        countries: locations.countries.map((country) => ({ id: country.id, title: country.name, value: country.iso3Code })),
        metals: toSimple(METALS),
        themes: toSimple(THEMES),
        types: toSimple(TYPES),
        categories: toSimple(CATEGORIES),
      },
      product: {
        categories: CATEGORIES,
        grades: GRADES,
        edgeDesigns: EDGE_DESIGNS,
        metals: METALS,
        packagings: PACKAGINGS,
        series: SERIES,
        strikes: STRIKES,
        themes: THEMES,
        types: TYPES,
        weightUnits: WEIGHT_UNITS,
      },
      submissions: { rejectionReasons: REJECTION_REASONS },
    });
    c.header('Cache-Control', 'private, max-age=86400');
    return c.json(body, 200);
  });
}

export const datasetsResource: Resource = { register: registerDatasetRoutes };
