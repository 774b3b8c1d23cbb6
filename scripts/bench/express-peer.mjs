// The peer: a plain Express + better-sqlite3 handler for the category page, the same indexed query
// as BoiBazar's (keyset page on the category's partial index, seller joined), JSON.stringify, no checks.
// `node express-peer.mjs <port> <sqlite file>`
import Database from 'better-sqlite3';
import express from 'express';

const [port, file] = process.argv.slice(2);
const db = new Database(file, { readonly: true });
const pageSql = (advertised) => `
  select books.id, books.product_name, books.author, books.isbn, books.image, books.location,
         books.condition, books.resale, books.original, books.years_used, books.purchase_year,
         books.category_id, books.created_at, books.seller_name, books.seller_id, books.contact, books.description,
         books.is_sold, books.advertised, seller.email as seller_email, seller.verified as seller_verified,
         seller.seller_rating_sum, seller.seller_rating_count
  from books inner join users as seller on seller.id = books.seller_id
  where books.deleted_at is null and seller.deleted_at is null and books.is_sold = 0
    and books.category_id = ? ${advertised === undefined ? '' : `and books.advertised = ${advertised}`}
  order by books.created_at desc, books.id desc
  limit ?`;
// `advertised=1` first, as the web app asks (books_category_advertised_idx), `advertised=0` then.
const pages = { 1: db.prepare(pageSql(1)), 0: db.prepare(pageSql(0)), all: db.prepare(pageSql()) };

const app = express();
app.get('/api/category/:id', (request, response) => {
  const limit = Math.min(100, Number(request.query.limit ?? 20));
  const page = pages[request.query.advertised] ?? pages.all;
  const rows = page.all(request.params.id, limit + 1).slice(0, limit);
  const books = rows.map((row) => ({
    _id: row.id,
    productName: row.product_name,
    author: row.author,
    isbn: row.isbn,
    image: row.image,
    location: row.location,
    condition: row.condition,
    resale: row.resale,
    original: row.original,
    year: row.years_used,
    purchage: row.purchase_year,
    category: row.category_id,
    time: row.created_at,
    sellerName: row.seller_name,
    sellerId: row.seller_id,
    sellerVerified: row.seller_verified === 1,
    conatct: row.contact,
    description: row.description,
    email: row.seller_email,
    isSold: row.is_sold === 1,
    advertised: row.advertised === 1,
    sellerRating:
      row.seller_rating_count > 0
        ? {
            average: Math.round((row.seller_rating_sum / row.seller_rating_count) * 10) / 10,
            count: row.seller_rating_count,
          }
        : null,
  }));
  response.type('application/json').send(JSON.stringify({ _id: request.params.id, books }));
});
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
