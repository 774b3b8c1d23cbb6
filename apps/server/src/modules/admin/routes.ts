// The admin's HTTP surface (spec §6): sellers, buyers, dismissing reports and the overview; every route
// is admin-only (but the landing page's public figures, a subset of the overview's counts) and the work is
// done by the owning modules' functions. The catalogue serves the
// Reported Items list (GET /books/reported) and the admin's DELETE /book/:id.
import {
  deletionSummarySchema,
  memberSchema,
  modifiedCountSchema,
  overviewSchema,
  publicFiguresSchema,
} from '@boibazar/shared/admin';
import { idParam } from '@boibazar/shared/common';
import { adminPaths } from '@boibazar/shared/paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listMembers, memberCursor, verifySeller } from '../identity/index.ts';
import { deleteMember, type MemberRole } from './delete-member.ts';
import { dismissReportedBook } from './dismiss-reported-book.ts';
import { getOverview } from './get-overview.ts';
import { getPublicFigures } from './get-public-figures.ts';

const tags = ['admin'];
const ID = ':id';

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, role] of [
    [adminPaths.sellers, 'Seller'],
    [adminPaths.buyers, 'Buyer'],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'admin' },
        schema: { tags, querystring: pageQuery, response: { 200: z.array(memberSchema) } },
      },
      async (request, reply) => {
        const rows = await listMembers(app.db, role, request.query);
        return sendPage(reply, rows, request.query, memberCursor);
      },
    );
  }

  app.put(
    adminPaths.verifySeller(ID),
    {
      config: { access: 'admin' },
      schema: { tags, params: idParam, response: { 200: modifiedCountSchema } },
    },
    async (request) => verifySeller(app.db, request.params.id),
  );

  for (const [path, role] of [
    [adminPaths.seller(ID), 'Seller'],
    [adminPaths.buyer(ID), 'Buyer'],
  ] as const satisfies ReadonlyArray<readonly [string, MemberRole]>) {
    app.delete(
      path,
      {
        config: { access: 'admin' },
        schema: { tags, params: idParam, response: { 200: deletionSummarySchema } },
      },
      async (request) => deleteMember(app.db, currentUser(request)._id, request.params.id, role),
    );
  }

  app.put(
    adminPaths.dismissReports(ID),
    {
      config: { access: 'admin' },
      schema: { tags, params: idParam, response: { 200: modifiedCountSchema } },
    },
    async (request) => dismissReportedBook(app.db, request.params.id),
  );

  app.get(
    adminPaths.overview,
    { config: { access: 'admin' }, schema: { tags, response: { 200: overviewSchema } } },
    async () => getOverview(app.db),
  );

  app.get(
    adminPaths.figures,
    { config: { access: 'public' }, schema: { tags: ['home'], response: { 200: publicFiguresSchema } } },
    async () => getPublicFigures(app.db, app.readCache),
  );
};

export default adminRoutes;
