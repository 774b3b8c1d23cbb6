import { categorySchema, insertResultSchema, newCategorySchema } from '@boibazar/shared/catalogue';
import { idParam } from '@boibazar/shared/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
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
