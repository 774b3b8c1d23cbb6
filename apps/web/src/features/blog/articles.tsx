// The blog's static question-and-answer articles (spec §1), in English and in Bangla: the same articles under
// the same anchors. In the Bangla ones, names and code that stay in Latin letters are marked English, so a
// screen reader reads them in an English voice.
import type { ReactNode } from 'react';
import type { Language } from '#app/i18n/locale.ts';

export interface Article {
  slug: string;
  question: string;
  summary: string;
  body: ReactNode;
}

const code = 'rounded bg-stone-100 px-1 py-0.5 font-mono text-[0.9em] text-stone-800';

/** Code inside a Bangla article: always English. */
const Code = ({ children }: { children: ReactNode }) => (
  <code lang="en" className={code}>
    {children}
  </code>
);
/** A name kept in Latin letters inside a Bangla article. */
const En = ({ children }: { children: ReactNode }) => <span lang="en">{children}</span>;

const english: Article[] = [
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

const bangla: Article[] = [
  {
    slug: 'sql-vs-nosql',
    question: 'SQL আর NoSQL ডেটাবেসের মধ্যে পার্থক্য কী?',
    summary: 'আগে থেকে ঠিক করা গঠনের টেবিল আর জয়েন, নাকি নমনীয় ডকুমেন্ট আর কি-ভ্যালু স্টোর।',
    body: (
      <>
        <p>
          <En>SQL</En> (রিলেশনাল) ডেটাবেস, যেমন <En>PostgreSQL</En>, <En>MySQL</En> ও <En>SQLite</En>, ডেটা
          রাখে সারি আর কলামের টেবিলে, আর টেবিলের গঠন (স্কিমা) আগে থেকেই ঠিক করে দিতে হয়। টেবিলগুলো কি দিয়ে একে
          অপরের সঙ্গে যুক্ত থাকে, জয়েন দিয়ে একসঙ্গে পড়া যায়, আর ট্রানজ্যাকশনগুলো <En>ACID</En>: একসঙ্গে অনেকে লিখলেও
          একগুচ্ছ পরিবর্তন হয় পুরোটা ঘটে, নয়তো কিছুই ঘটে না।
        </p>
        <p>
          <En>NoSQL</En> হলো অন্য ধরনের কয়েকটি মডেলের পরিবার: ডকুমেন্ট স্টোর (<En>MongoDB</En>), কি-ভ্যালু স্টোর (
          <En>Redis</En>), ওয়াইড-কলাম স্টোর (<En>Cassandra</En>) আর গ্রাফ ডেটাবেস (<En>Neo4j</En>)। বেশিরভাগই
          প্রতিটি রেকর্ডকে নিজের মতো গঠন রাখতে দেয়, জয়েনের বদলে পুরো একটি অবজেক্ট একবারে পড়াকে প্রাধান্য দেয়, আর
          অনেকগুলো তৈরিই হয়েছে ডেটা বহু মেশিনে ছড়িয়ে রাখার জন্য; কখনো কখনো সঙ্গে সঙ্গে সব জায়গায় একই ডেটা দেখানোর
          বদলে সবসময় সাড়া দিতে পারাকে বেছে নেয়।
        </p>
        <p>
          ডেটা যখন একে অপরের সঙ্গে গভীরভাবে জড়িত আর নির্ভুলতা জরুরি (অর্ডার, পেমেন্ট, মজুত), তখন <En>SQL</En> বেছে
          নিন। ডেটা যখন স্বভাবতই একেকটি স্বয়ংসম্পূর্ণ ডকুমেন্ট, গঠন প্রায়ই বদলায়, কিংবা দরকার একটি ক্যাশ বা খুব দ্রুত
          লেখার ক্ষমতা, তখন <En>NoSQL</En> স্টোর বেছে নিন। অনেক অ্যাপ্লিকেশন দুটোই ব্যবহার করে।
        </p>
      </>
    ),
  },
  {
    slug: 'what-is-jwt',
    question: 'JWT কী, আর কীভাবে ব্যবহার হয়?',
    summary: 'দাবি বহন করা একটি সই-করা টোকেন, সাধারণত প্রতিটি অনুরোধের সঙ্গে বেয়ারার টোকেন হিসেবে পাঠানো হয়।',
    body: (
      <>
        <p>
          <En>JSON Web Token</En> হলো বিন্দু দিয়ে আলাদা করা তিনটি <En>base64url</En> অংশের একটি ছোট স্ট্রিং: একটি
          হেডার (সই করার অ্যালগরিদম), দাবিগুলোর একটি পেলোড (ব্যবহারকারী কে, <Code>sub</Code>; টোকেনের মেয়াদ কখন
          ফুরোবে, <Code>exp</Code>) আর প্রথম দুটির ওপর একটি সই।
        </p>
        <p>
          কেউ লগইন করলে সার্ভার একটি গোপন কি দিয়ে সই করা টোকেন দেয়। ব্রাউজার প্রতিটি কলে সেটি{' '}
          <Code>Authorization: Bearer &lt;token&gt;</Code> হেডারে ফেরত পাঠায়। সার্ভার সই আর মেয়াদ যাচাই করে,
          তারপর ডেটাবেসে না খুঁজেই দাবিগুলো বিশ্বাস করে, কারণ কি ছাড়া কেউ সেগুলো বদলাতে পারে না।
        </p>
        <p>
          পেলোড এনকোড করা, এনক্রিপ্ট করা নয়, তাই টোকেন যার হাতে আছে সে-ই তা পড়তে পারে: এতে কখনো গোপন কিছু রাখবেন
          না। টোকেনের মেয়াদ ছোট রাখুন, শুধু <En>HTTPS</En> দিয়ে পাঠান, আর বাতিল করার একটি উপায় রাখুন (যেমন টোকেনে
          একটি সেশন আইডি, যা সার্ভার শেষ করে দিতে পারে), কারণ সই-করা টোকেন মেয়াদ না ফুরোনো পর্যন্ত বৈধ থাকে।
        </p>
      </>
    ),
  },
  {
    slug: 'javascript-vs-nodejs',
    question: 'JavaScript আর Node.js-এর মধ্যে পার্থক্য কী?',
    summary: 'একটি হলো ভাষা; অন্যটি একটি রানটাইম, যা সেই ভাষা ব্রাউজারের বাইরে চালায়।',
    body: (
      <>
        <p>
          <En>JavaScript</En> একটি প্রোগ্রামিং ভাষা, <En>ECMAScript</En> নামে যার মান ঠিক করা আছে। নিজে নিজে এটি
          কোনো ফাইল পড়তে বা নেটওয়ার্ক সংযোগ খুলতে পারে না; এসবের জন্য দরকার একটি হোস্ট পরিবেশ।
        </p>
        <p>
          ব্রাউজার এমন একটি হোস্ট: সেখানে <En>JavaScript</En> চলে <En>DOM</En>, <Code>fetch</Code> আর অন্যান্য{' '}
          <En>Web API</En>-সহ। <En>Node.js</En> আরেকটি: এটি ব্রাউজারের বাইরে <En>Google</En>-এর <En>V8</En>{' '}
          ইঞ্জিনে <En>JavaScript</En> চালায়, আর যোগ করে ফাইল সিস্টেম, নেটওয়ার্ক, প্রসেস ও স্ট্রিমের মডিউল, সঙ্গে
          প্যাকেজের জন্য <En>npm</En>। এ কারণেই একই ভাষায় একটি ওয়েব পেজ আর তার পেছনের সার্ভার, দুটোই বানানো যায়।
        </p>
        <p>
          তাই একটি <En>Node.js</En> প্রোগ্রামে <Code>document</Code> বা <Code>window</Code> নেই, আর ওয়েব পেজ{' '}
          <Code>fs.readFile</Code> ডাকতে পারে না: ভাষা এক, <En>API</En> আলাদা।
        </p>
      </>
    ),
  },
  {
    slug: 'nodejs-concurrency',
    question: 'Node.js একসঙ্গে অনেক অনুরোধ কীভাবে সামলায়?',
    summary: 'একটি থ্রেডে চলা ইভেন্ট লুপ: ধীর কাজ অন্যের হাতে যায়, শেষ হলে কলব্যাক দিয়ে আবার এগোয়।',
    body: (
      <>
        <p>
          <En>Node.js</En> আপনার <En>JavaScript</En> একটিমাত্র থ্রেডে চালায়, কিন্তু কোনো অনুরোধ ডেটাবেস বা ফাইল
          পড়ার সময় সে বসে থাকে না। এমন ইনপুট-আউটপুট শুরু করে অপারেটিং সিস্টেমের হাতে দেওয়া হয় (ফাইল, <En>DNS</En>{' '}
          আর কিছু ক্রিপ্টোর কাজ যায় <En>libuv</En>-এর ছোট থ্রেড পুলে), আর থ্রেডটি সঙ্গে সঙ্গে পরের অনুরোধে চলে যায়।
        </p>
        <p>
          ফল তৈরি হলে তার কলব্যাক, কিংবা <Code>await</Code>-এর পরের অংশ, সারিতে দাঁড়ায়, আর ইভেন্ট লুপ সেটি চালায়।
          ওয়েব সার্ভারের বেশিরভাগ সময় কাটে ইনপুট-আউটপুটের অপেক্ষায়, তাই একটি থ্রেডই হাজার হাজার খোলা সংযোগ সামলাতে
          পারে।
        </p>
        <p>
          মুশকিল হলো প্রসেসর-ভারী কাজ: লম্বা হিসাব লুপটিকে আটকে রাখে, আর বাকি সব অনুরোধ অপেক্ষা করে। এমন কাজ ওয়ার্কার
          থ্রেডে বা আলাদা সার্ভিসে সরিয়ে নিন, আর পুরো মেশিন কাজে লাগাতে কয়েকটি <En>Node.js</En> প্রসেস চালান (প্রতি
          প্রসেসর-কোরে একটি)।
        </p>
      </>
    ),
  },
  {
    slug: 'react-hooks',
    question: 'React হুক কী?',
    summary: 'নাম “use” দিয়ে শুরু হওয়া একটি ফাংশন, যা ফাংশন কম্পোনেন্টকে স্টেট আর ইফেক্ট রাখতে দেয়।',
    body: (
      <>
        <p>
          হুক হলো এমন ফাংশন, যা দিয়ে ফাংশন কম্পোনেন্ট <En>React</En>-এর সুবিধাগুলো ব্যবহার করতে পারে। সবচেয়ে বেশি
          চলে <Code>useState</Code> (এমন একটি মান, যা প্রতিবার নতুন করে আঁকার পরও টিকে থাকে আর বদলালে আবার আঁকায়),{' '}
          <Code>useEffect</Code> (<En>React</En>-এর বাইরের কিছুর সঙ্গে তাল মেলানো, যেমন একটি সাবস্ক্রিপশন বা
          টাইমার) আর <Code>useContext</Code> (গাছের ওপরের দিক থেকে দেওয়া একটি মান পড়া)।
        </p>
        <p>
          <En>React</En> প্রতিটি হুককে চেনে কোন ক্রমে ডাকা হলো তা দিয়ে, তাই হুক ডাকতে হয় কম্পোনেন্ট বা অন্য হুকের
          একেবারে ওপরের স্তরে: কখনো কোনো শর্তের ভেতরে, লুপের ভেতরে বা আগেভাগে <Code>return</Code> করার পরে নয়।
        </p>
        <p>
          কাস্টম হুক হলো আপনার নিজের একটি ফাংশন, যার নাম <Code>use</Code> দিয়ে শুরু আর যা অন্য হুক ডাকে; যেমন একটি{' '}
          <Code>useCategories()</Code>, যা বিভাগের তালিকা এনে ক্যাশে রাখে। এটি কম্পোনেন্টগুলোর মধ্যে কাজের নিয়ম ভাগ
          করে, স্টেট নয়: যে কম্পোনেন্টই এটি ডাকে, সে পায় নিজের আলাদা স্টেট।
        </p>
      </>
    ),
  },
];

/** The articles in the reader's language (the same articles, under the same anchors). */
export const articlesIn: Record<Language, Article[]> = { en: english, bn: bangla };
