// The blog's static question-and-answer articles (spec §1).
import type { ReactNode } from 'react';

export interface Article {
  slug: string;
  question: string;
  summary: string;
  body: ReactNode;
}

const code = 'rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em] text-stone-800';

export const articles: Article[] = [
  {
    slug: 'sql-vs-nosql',
    question: 'What is the difference between SQL and NoSQL databases?',
    summary: 'Tables with a fixed schema and joins, or flexible documents and key-value stores.',
    body: (
      <>
        <p>
          SQL (relational) databases such as PostgreSQL, MySQL and SQLite store data in tables of rows and
          columns with a schema declared up front. Tables are linked by keys and combined with joins, and
          transactions are ACID: a group of changes happens completely or not at all, even when many users
          write at once.
        </p>
        <p>
          NoSQL is a family of other models: document stores (MongoDB), key-value stores (Redis), wide-column
          stores (Cassandra) and graph databases (Neo4j). Most let each record carry its own shape, favour
          reading a whole object in one go over joining, and many are built to spread data across many
          machines, sometimes trading immediate consistency for availability.
        </p>
        <p>
          Choose SQL when the data is strongly related and correctness matters (orders, payments, stock).
          Choose a NoSQL store when the data is naturally a self-contained document, the shape changes often,
          or you need a cache or a very high write rate. Many applications use both.
        </p>
      </>
    ),
  },
  {
    slug: 'what-is-jwt',
    question: 'What is a JWT and how is it used?',
    summary: 'A signed token that carries claims, usually sent as a bearer token on each request.',
    body: (
      <>
        <p>
          A JSON Web Token is a compact string of three base64url parts separated by dots: a header (the
          signing algorithm), a payload of claims (who the user is, <code className={code}>sub</code>; when
          the token expires, <code className={code}>exp</code>) and a signature over the first two.
        </p>
        <p>
          After a user signs in, the server issues a token signed with a secret key. The browser sends it back
          on every call in the <code className={code}>Authorization: Bearer &lt;token&gt;</code> header. The
          server checks the signature and the expiry, and then trusts the claims without a database lookup,
          because nobody without the key can change them.
        </p>
        <p>
          The payload is encoded, not encrypted, so anyone holding the token can read it: never put secrets in
          it. Keep tokens short-lived, send them only over HTTPS, and keep a way to revoke them (for example a
          session id in the token that the server can end), because a signed token stays valid until it
          expires.
        </p>
      </>
    ),
  },
  {
    slug: 'javascript-vs-nodejs',
    question: 'What is the difference between JavaScript and Node.js?',
    summary: 'One is a language; the other is a runtime that runs it outside the browser.',
    body: (
      <>
        <p>
          JavaScript is a programming language, standardised as ECMAScript. On its own it has no way to read a
          file or open a network connection; it needs a host environment that provides those things.
        </p>
        <p>
          The browser is one such host: it runs JavaScript with the DOM, <code className={code}>fetch</code>{' '}
          and other Web APIs. Node.js is another: it runs JavaScript on Google's V8 engine outside the browser
          and adds modules for the file system, networking, processes and streams, plus npm for packages. That
          is why the same language can build a web page and the server behind it.
        </p>
        <p>
          So a Node.js program has no <code className={code}>document</code> or{' '}
          <code className={code}>window</code>, and a web page cannot call{' '}
          <code className={code}>fs.readFile</code>: the language is shared, the APIs are not.
        </p>
      </>
    ),
  },
  {
    slug: 'nodejs-concurrency',
    question: 'How does Node.js handle many requests at the same time?',
    summary: 'One thread running an event loop, with slow work handed off and resumed by callbacks.',
    body: (
      <>
        <p>
          Node.js runs your JavaScript on a single thread, but it does not wait while a request is reading a
          database or a file. Such input and output is started and handed to the operating system (or to
          libuv's small thread pool for file access, DNS and some crypto), and the thread immediately moves on
          to the next request.
        </p>
        <p>
          When the result is ready, its callback, or the continuation after an{' '}
          <code className={code}>await</code>, is queued, and the event loop runs it. Because most time in a
          web server is spent waiting on I/O, one thread can serve thousands of open connections.
        </p>
        <p>
          The catch is CPU-heavy work: a long calculation blocks the loop and every other request waits. Move
          it to worker threads or another service, and run several Node.js processes (one per CPU core) to use
          a whole machine.
        </p>
      </>
    ),
  },
  {
    slug: 'react-hooks',
    question: 'What is a React hook?',
    summary: 'A function starting with "use" that lets a function component keep state and effects.',
    body: (
      <>
        <p>
          Hooks are functions that let function components use React features. The most common are{' '}
          <code className={code}>useState</code> (a value that survives re-renders and triggers one when it
          changes), <code className={code}>useEffect</code> (synchronise with something outside React, such as
          a subscription or a timer) and <code className={code}>useContext</code> (read a value provided
          higher up the tree).
        </p>
        <p>
          React identifies each hook by the order of the calls, so hooks must be called at the top level of a
          component or of another hook: never inside a condition, a loop or after an early return.
        </p>
        <p>
          A custom hook is your own function whose name starts with <code className={code}>use</code> and that
          calls other hooks, for example a <code className={code}>useCategories()</code> that fetches and
          caches the list of categories. It shares logic between components, not state: each component that
          calls it gets its own.
        </p>
      </>
    ),
  },
];
