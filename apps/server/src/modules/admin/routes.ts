// The admin's HTTP surface (spec §6): sellers, buyers, dismissing reports and the overview; every route
// is admin-only (but the landing page's public figures, a subset of the overview's counts) and the work is
// done by the owning modules' functions. The catalogue serves the
// Reported Items list (GET /books/reported) and the admin's DELETE /book/:id.
import { adminEndpoints } from '@boibazar/shared/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listMembers, memberCursor, verifySeller } from '../identity/index.ts';
import { deleteMember, type MemberRole } from './delete-member.ts';
import { dismissReportedBook } from './dismiss-reported-book.ts';
import { getOverview } from './get-overview.ts';
import { getPublicFigures } from './get-public-figures.ts';

const tags = ['admin'];
const admin = { config: { access: 'admin' as const }, schema: { tags } };

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [endpoint, role] of [
    [adminEndpoints.sellers, 'Seller'],
    [adminEndpoints.buyers, 'Buyer'],
  ] as const) {
    endpointRoute(app, endpoint, admin, async (request, reply) => {
      const rows = await listMembers(app.db, role, request.query);
      return sendPage(reply, rows, request.query, memberCursor);
    });
  }

  endpointRoute(app, adminEndpoints.verifySeller, admin, async (request) =>
    verifySeller(app.db, request.params.id),
  );

  for (const [endpoint, role] of [
    [adminEndpoints.deleteSeller, 'Seller'],
    [adminEndpoints.deleteBuyer, 'Buyer'],
  ] as const satisfies ReadonlyArray<readonly [unknown, MemberRole]>) {
    endpointRoute(app, endpoint, admin, async (request) =>
      deleteMember(app.db, currentUser(request)._id, request.params.id, role),
    );
  }

  endpointRoute(app, adminEndpoints.dismissReports, admin, async (request) =>
    dismissReportedBook(app.db, request.params.id),
  );

  endpointRoute(app, adminEndpoints.overview, admin, async () => getOverview(app.db));

  endpointRoute(
    app,
    adminEndpoints.figures,
    { config: { access: 'public' }, schema: { tags: ['home'] } },
    async () => getPublicFigures(app.db, app.readCache),
  );
};

export default adminRoutes;
