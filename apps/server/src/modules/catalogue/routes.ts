import {
  bookSchema,
  categorySchema,
  insertResultSchema,
  newCategorySchema,
} from '@boibazar/shared/catalogue';
import { idParam } from '@boibazar/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { decodeCursor, pageOf, pageQuery, sendPage } from '../../lib/pagination.ts';
import { bookCursor, listBooks } from './book-repository.ts';
import { addCategory } from './add-category.ts';
import { findCategory, listCategories } from './category-repository.ts';

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], response: { 200: z.array(categorySchema) } },
    },
    async () => listCategories(app.db),
  );

  app.get(
    '/allbooks',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], querystring: pageQuery, response: { 200: z.array(bookSchema) } },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const rows = await listBooks(app.db, {}, { limit, cursor: decodeCursor(cursor) });
      return sendPage(reply, pageOf(rows, limit, bookCursor));
    },
  );

  app.get(
    '/category/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], params: idParam, response: { 200: categorySchema } },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.id);
      if (!category) throw notFound('Category');
      return category;
    },
  );

  app.post(
    '/categories',
    {
      config: { access: 'admin' },
      schema: { tags: ['catalogue'], body: newCategorySchema, response: { 201: insertResultSchema } },
    },
    async (request, reply) => {
      const category = await addCategory(app.db, request.body.categoryName);
      return reply.status(201).send({ acknowledged: true, insertedId: category._id });
    },
  );
};

export default catalogueRoutes;
