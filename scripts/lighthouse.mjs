#!/usr/bin/env node
// `npm run lighthouse`: a measurement, not a test. Starts the app on a fresh data folder with demo data
// (as `npm start` does), then runs Lighthouse with phone emulation in Debian's Chromium on the landing page,
// a category page (signed in as the demo buyer, as the spec requires) and a book page, and prints
// performance, accessibility, best practices, SEO and CLS for each. Scores move on a busy machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ACCESS_TOKEN_KEY = 'boibazar-access-token';
const BUYER = { email: 'buyer@boibazar.test', password: 'boibazar-demo' };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, server) {
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error(`The server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy in two minutes');
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return res.json();
}

const port = await freePort();
const base = process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-lighthouse-'));
let server;
if (!process.env.LIGHTHOUSE_URL) {
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(base, server);
}

const browser = await puppeteer.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
});

try {
  const categories = await json(`${base}/api/categories`);
  const fiction = categories.find((c) => c.categoryName === 'Fiction') ?? categories[0];
  const [book] = await json(`${base}/api/allbooks?limit=1`);
  const { accessToken } = await json(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BUYER),
  });

  const pages = [
    { name: 'landing', path: '/', signedIn: false },
    { name: 'category', path: `/categories/${fiction._id}`, signedIn: true },
    { name: 'book', path: `/books/${book._id}`, signedIn: false },
  ];
  const rows = [];
  for (const target of pages) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    if (target.signedIn) {
      await page.goto(`${base}/blog`);
      await page.evaluate((key, token) => localStorage.setItem(key, token), ACCESS_TOKEN_KEY, accessToken);
    }
    // Lighthouse's defaults are a phone (Moto G Power sized screen, 4x CPU slowdown, slow 4G, simulated).
    const result = await lighthouse(
      `${base}${target.path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
        disableStorageReset: target.signedIn,
      },
      undefined,
      page,
    );
    const { categories: scores, audits } = result.lhr;
    const score = (key) => Math.round((scores[key]?.score ?? 0) * 100);
    rows.push({
      page: target.name,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      FCP_ms: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
      LCP_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
      TBT_ms: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
      SI_ms: Math.round(audits['speed-index']?.numericValue ?? NaN),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
        .join(' '),
    });
    // The whole report beside the figures, to see what a score is made of.
    fs.mkdirSync(path.resolve('test-results'), { recursive: true });
    fs.writeFileSync(
      path.resolve('test-results', `lighthouse-${target.name}.json`),
      JSON.stringify(result.lhr),
    );
    await context.close();
  }
  console.table(rows.map(({ failing: _failing, ...row }) => row));
  for (const row of rows) if (row.failing) console.log(`${row.page}: failing audits: ${row.failing}`);
  const out = path.resolve('test-results', 'lighthouse.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), base, rows }, null, 2));
  console.log(`Figures written to ${path.relative(process.cwd(), out)}`);
} finally {
  await browser.close();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
