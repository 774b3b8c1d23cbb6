// Demo data for a first start outside production: the spec's four categories, demo accounts
// (listed in the README) and a shelf of books with covers drawn locally.
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import type { ImageStorage } from '../../lib/image-storage/index.ts';
import { addShelf, listCategories } from '../catalogue/index.ts';
import { findUserByEmail, hashPassword, insertUser } from '../identity/index.ts';
import { renderBookCover } from './book-cover.ts';
import { isDemoSeeded, markDemoSeeded } from './demo-repository.ts';
import { clock } from '../../lib/clock.ts';

export const DEMO_PASSWORD = 'boibazar-demo';
export const DEMO_ACCOUNTS = [
  { name: 'BoiBazar Admin', email: 'admin@boibazar.test', role: 'Admin', verified: 1 },
  { name: 'Rahim Uddin', email: 'seller@boibazar.test', role: 'Seller', verified: 1 },
  { name: 'Nusrat Jahan', email: 'seller2@boibazar.test', role: 'Seller', verified: 0 },
  { name: 'Karim Hasan', email: 'buyer@boibazar.test', role: 'Buyer', verified: 0 },
  { name: 'Tanvir Ahmed', email: 'tanvir@boibazar.test', role: 'Seller', verified: 1 },
  { name: 'Farzana Akter', email: 'farzana@boibazar.test', role: 'Seller', verified: 1 },
  { name: 'Sabbir Hossain', email: 'sabbir@boibazar.test', role: 'Seller', verified: 0 },
] as const;

type SellerIndex = 1 | 2 | 4 | 5 | 6;

/** Each demo seller lists from one district with one phone, as a real seller would. */
const SELLERS: Record<SellerIndex, { district: string; phone: string; meet: string }> = {
  1: { district: 'Dhaka', phone: '01711234567', meet: 'Can hand over near Dhanmondi 27 or Nilkhet.' },
  2: { district: 'Sylhet', phone: '01812345678', meet: 'Pick up from Zindabazar, or I can send by courier.' },
  4: { district: 'Chattogram', phone: '01911456789', meet: 'Meet at GEC Circle or Chawkbazar after 5 pm.' },
  5: { district: 'Rajshahi', phone: '01556567890', meet: 'Near Rajshahi University gate; courier possible.' },
  6: { district: 'Khulna', phone: '01633678901', meet: 'Collect from Shibbari More on Fridays.' },
};

/** The spec's categories, with their Bangla names. */
const CATEGORIES = [
  ['Text Books', 'পাঠ্যবই'],
  ['Poem', 'কবিতা'],
  ['Fiction', 'কথাসাহিত্য'],
  ['Job Solution', 'চাকরির প্রস্তুতি'],
] as const;

/** [title, author, original price] per category, in the order of CATEGORIES. */
const TITLES: Array<Array<[string, string, number]>> = [
  [
    ['Higher Math First Paper', 'S. U. Ahmed', 480],
    ['Physics for HSC', 'Shahjahan Tapan', 550],
    ['Higher Math Second Paper', 'S. U. Ahmed', 480],
    ['Physics Second Paper', 'Ishak Nurunnabi', 520],
    ['Chemistry First Paper', 'Hajari and Nag', 600],
    ['Chemistry Second Paper', 'Kabir Ahmed', 560],
    ['Biology First Paper', 'Gazi Azmal', 540],
    ['Biology Second Paper', 'Abul Hasan', 500],
    ['Bangla Grammar and Composition', 'Munir Chowdhury', 260],
    ['English For Today, Class 9-10', 'NCTB', 180],
    ['General Math, Class 9-10', 'NCTB', 170],
    ['ICT for HSC', 'Mujibur Rahman', 380],
    ['Accounting First Paper', 'Hasan Ali', 420],
    ['Economics for HSC', 'Salauddin Ahmed', 400],
    ['Statistics First Paper', 'Zakir Hossain', 360],
    ['Calculus with Analytic Geometry', 'Thomas and Finney', 1200],
    ['Engineering Drawing', 'M. A. Aziz', 650],
    ['Organic Chemistry', 'Morrison and Boyd', 1500],
    ['Introduction to Algorithms', 'Cormen, Leiserson, Rivest', 1800],
    ['Data Structures Using C', 'Reema Thareja', 900],
  ],
  [
    ['Sanchita', 'Kazi Nazrul Islam', 350],
    ['Gitanjali', 'Rabindranath Tagore', 300],
    ['Sonar Tori', 'Rabindranath Tagore', 280],
    ['Agnibina', 'Kazi Nazrul Islam', 220],
    ['Banalata Sen', 'Jibanananda Das', 200],
    ['Rupasi Bangla', 'Jibanananda Das', 240],
    ['Bondi Shibir Theke', 'Shamsur Rahman', 250],
    ['Sonali Kabin', 'Al Mahmud', 230],
    ['Je Jole Agun Jole', 'Helal Hafiz', 200],
    ['Chharpatra', 'Sukanta Bhattacharya', 180],
    ['Nakshi Kanthar Math', 'Jasimuddin', 190],
    ['Sojan Badiyar Ghat', 'Jasimuddin', 190],
    ['Kheya', 'Rabindranath Tagore', 260],
    ['Balaka', 'Rabindranath Tagore', 260],
    ['Premer Kobita', 'Sunil Gangopadhyay', 300],
    ['Shreshtho Kobita', 'Nirmalendu Goon', 320],
    ['Kabita Samagra, Volume 1', 'Shamsur Rahman', 650],
    ['Bidrohi and Other Poems', 'Kazi Nazrul Islam', 280],
    ['Dhusar Pandulipi', 'Jibanananda Das', 220],
    ['Shonar Bangla Selected Songs', 'Rabindranath Tagore', 340],
  ],
  [
    ['Padma Nadir Majhi', 'Manik Bandopadhyay', 400],
    ['Himu Samagra', 'Humayun Ahmed', 900],
    ['Deyal', 'Humayun Ahmed', 450],
    ['Nondito Noroke', 'Humayun Ahmed', 220],
    ['Lalsalu', 'Syed Waliullah', 200],
    ['Hajar Bochhor Dhore', 'Zahir Raihan', 180],
    ['Shesher Kobita', 'Rabindranath Tagore', 250],
    ['Debdas', 'Sarat Chandra Chattopadhyay', 220],
    ['Srikanta', 'Sarat Chandra Chattopadhyay', 480],
    ['Pather Panchali', 'Bibhutibhushan Bandyopadhyay', 350],
    ['Aranyak', 'Bibhutibhushan Bandyopadhyay', 320],
    ['Kobi', 'Tarashankar Bandyopadhyay', 280],
    ['Chilekothar Sepai', 'Akhtaruzzaman Elias', 500],
    ['Khoabnama', 'Akhtaruzzaman Elias', 650],
    ['Purbo Paschim', 'Sunil Gangopadhyay', 1100],
    ['Shei Somoy', 'Sunil Gangopadhyay', 950],
    ['Gorbhodharini', 'Samaresh Majumdar', 600],
    ['Kalbela', 'Samaresh Majumdar', 550],
    ['Feluda Samagra', 'Satyajit Ray', 1000],
    ['Dhongsho Pahar', 'Qazi Anwar Hussain', 120],
  ],
  [
    ['BCS Preliminary Guide', 'Professor\u2019s Prokashon', 700],
    ['Bank Job Solution', 'MP3 Series', 450],
    ['BCS Written Guide', 'Professor\u2019s Prokashon', 850],
    ['Primary Teacher Recruitment Guide', 'Oracle', 380],
    ['NTRCA Question Bank', 'Digital Prokashoni', 420],
    ['Bank Math Made Easy', 'Ramim Hossain', 400],
    ['Basic Math for Job Exams', 'Khairul Alam', 480],
    ['English for Competitive Exams', 'Saifur Rahman', 520],
    ['Vocabulary for Job Seekers', 'Saifur Rahman', 380],
    ['General Knowledge Digest', 'Assurance', 360],
    ['Bangladesh Affairs', 'MP3 Series', 340],
    ['International Affairs', 'MP3 Series', 340],
    ['BCS Bangla Literature', 'Oracle', 300],
    ['Computer Skills for Job Exams', 'Live MCQ', 280],
    ['Govt. Job Solution 2025', 'Professor\u2019s Prokashon', 650],
    ['Bank Written Math', 'Ramim Hossain', 450],
    ['Mental Ability', 'Professor\u2019s Prokashon', 260],
    ['Job Interview Guide', 'Zahid Hasan', 240],
    ['IELTS Cambridge 17', 'Cambridge University Press', 900],
    ['GRE Official Guide', 'ETS', 2200],
  ],
];

/**
 * Books in Bangla script (issue 28), so a first start shows a Bangladeshi shop and search in Bangla:
 * [title, author, the usual English spelling of both for the cover (no Bangla font is assumed where covers
 * are drawn), original price, category as in CATEGORIES].
 */
const BANGLA_TITLES: Array<[string, string, string, number, number]> = [
  ['পথের পাঁচালী', 'বিভূতিভূষণ বন্দ্যোপাধ্যায়', 'Pather Panchali / Bibhutibhushan', 380, 2],
  ['হিমু', 'হুমায়ূন আহমেদ', 'Himu / Humayun Ahmed', 250, 2],
  ['জোছনা ও জননীর গল্প', 'হুমায়ূন আহমেদ', 'Jochona O Jononir Golpo / Humayun Ahmed', 750, 2],
  ['মিসির আলি সমগ্র', 'হুমায়ূন আহমেদ', 'Misir Ali Samagra / Humayun Ahmed', 900, 2],
  ['দেবদাস', 'শরৎচন্দ্র চট্টোপাধ্যায়', 'Devdas / Sarat Chandra', 200, 2],
  ['পদ্মা নদীর মাঝি', 'মানিক বন্দ্যোপাধ্যায়', 'Padma Nadir Majhi / Manik', 300, 2],
  ['ফেলুদা সমগ্র', 'সত্যজিৎ রায়', 'Feluda Samagra / Satyajit Ray', 1100, 2],
  ['লালসালু', 'সৈয়দ ওয়ালীউল্লাহ', 'Lalsalu / Syed Waliullah', 180, 2],
  ['আমার বন্ধু রাশেদ', 'মুহম্মদ জাফর ইকবাল', 'Amar Bondhu Rashed / Zafar Iqbal', 200, 2],
  ['দীপু নাম্বার টু', 'মুহম্মদ জাফর ইকবাল', 'Dipu Number Two / Zafar Iqbal', 220, 2],
  ['ঠাকুরমার ঝুলি', 'দক্ষিণারঞ্জন মিত্র মজুমদার', 'Thakurmar Jhuli / Dakshinaranjan', 250, 2],
  ['গীতাঞ্জলি', 'রবীন্দ্রনাথ ঠাকুর', 'Gitanjali / Rabindranath Tagore', 320, 1],
  ['সঞ্চিতা', 'কাজী নজরুল ইসলাম', 'Sanchita / Kazi Nazrul Islam', 360, 1],
  ['রূপসী বাংলা', 'জীবনানন্দ দাশ', 'Rupasi Bangla / Jibanananda Das', 240, 1],
  ['আবোল তাবোল', 'সুকুমার রায়', 'Abol Tabol / Sukumar Ray', 150, 1],
  ['ছাড়পত্র', 'সুকান্ত ভট্টাচার্য', 'Chharpatra / Sukanta', 160, 1],
  ['উচ্চতর গণিত প্রথম পত্র', 'এস. ইউ. আহমেদ', 'Higher Math 1st Paper (Bangla)', 480, 0],
  ['পদার্থবিজ্ঞান প্রথম পত্র', 'ড. শাহজাহান তপন', 'Physics 1st Paper (Bangla)', 560, 0],
  ['এসএসসি টেস্ট পেপার', 'পাঞ্জেরী', 'SSC Test Papers', 420, 0],
  ['এইচএসসি বাংলা সহায়িকা', 'লেকচার পাবলিকেশন্স', 'HSC Bangla Guide', 380, 0],
  ['বিশ্ববিদ্যালয় ভর্তি সহায়িকা', 'উদ্ভাস', 'University Admission Guide', 650, 3],
  ['মেডিকেল ভর্তি প্রশ্নব্যাংক', 'রেটিনা', 'Medical Admission Question Bank', 700, 3],
  ['বিসিএস প্রিলিমিনারি সহায়িকা', 'প্রফেসর’স প্রকাশন', 'BCS Preliminary (Bangla)', 720, 3],
  ['সাধারণ জ্ঞান: বাংলাদেশ বিষয়াবলি', 'এমপিথ্রি সিরিজ', 'Bangladesh Affairs (Bangla)', 340, 3],
];

const CONDITIONS = ['Like New', 'Excellent', 'Good', 'Good', 'Fair', 'Excellent', 'Worn'] as const;
const STATE: Record<(typeof CONDITIONS)[number], string> = {
  'Like New': 'Read once; no marks, no folded corners.',
  Excellent: 'Clean pages and a tight binding; my name is written inside the cover.',
  Good: 'Some pencil underlining in the first chapters, otherwise clean.',
  Fair: 'The cover is creased and a few pages are highlighted, but every page is there.',
  Worn: 'Well loved: the spine is loose and the back cover has a tea stain. Fine for reading.',
};
const WHY = [
  'Finished with it after my exams.',
  'Got a newer edition as a gift.',
  'Clearing my shelf before moving.',
  'Bought two copies by mistake.',
  'My sister has passed this level.',
  'Read it twice, time for someone else to enjoy it.',
];

export interface DemoBook {
  title: string;
  author: string;
  /** What the drawn cover says (the title and author, or their English spelling for a Bangla book). */
  cover: { title: string; author: string };
  category: number;
  seller: SellerIndex;
  original: number;
  resale: number;
  condition: (typeof CONDITIONS)[number];
  yearsUsed: number;
  advertised: boolean;
  /** Some books can be swapped (issue 14), with what the seller would like in return. */
  openToExchange: boolean;
  wants: string;
  /** Most sellers take cash on delivery (issue 15). */
  codAllowed: boolean;
  description: string;
}

/** The demo shelf: every title of every category, each with a believable seller, price and story. */
export function demoBooks(): DemoBook[] {
  const sellers: SellerIndex[] = [1, 2, 4, 5, 6];
  const english = TITLES.flatMap((titles, category) =>
    titles.map(([title, author, original], i) =>
      describe(title, author, { title, author }, original, category, i),
    ),
  );
  const bangla = BANGLA_TITLES.map(([title, author, spelling, original, category], i) => {
    const [coverTitle, coverAuthor = ''] = spelling.split(' / ');
    return describe(title, author, { title: coverTitle!, author: coverAuthor }, original, category, i + 20);
  });
  return [...english, ...bangla];

  function describe(
    title: string,
    author: string,
    cover: DemoBook['cover'],
    original: number,
    category: number,
    i: number,
  ): DemoBook {
    const n = category * 20 + i;
    const seller = sellers[(i + category) % sellers.length]!;
    const condition = CONDITIONS[n % CONDITIONS.length]!;
    const share = { 'Like New': 0.7, Excellent: 0.6, Good: 0.5, Fair: 0.4, Worn: 0.3 }[condition];
    const yearsUsed = 1 + (n % 4);
    return {
      title,
      author,
      cover,
      category,
      seller,
      original,
      resale: Math.max(40, Math.round((original * share) / 10) * 10),
      condition,
      yearsUsed,
      advertised: n % 7 === 0,
      openToExchange: n % 5 === 2,
      // What they would take instead: a book of the next category's shelf, by its author.
      wants: n % 5 === 2 ? `Anything by ${TITLES[(category + 1) % TITLES.length]![i % 3]![1]}` : '',
      codAllowed: n % 3 !== 0,
      description: `${STATE[condition]} ${WHY[n % WHY.length]} ${SELLERS[seller].meet}`,
    };
  }
}

/** The slot (hours / 7 after the start) of the i-th demo book: the shelves interleaved, each fresh. */
function listedAt(i: number, count: number): number {
  const english = TITLES.length * 20;
  if (i < english) return (i % 20) * 4 + Math.floor(i / 20);
  // The Bangla books in between the rest, spread over the same weeks.
  return Math.floor(((i - english) * english) / (count - english)) + 0.5;
}

export async function seedDemoData(db: Db, storage: ImageStorage): Promise<void> {
  if (await isDemoSeeded(db)) return;
  const hasCategories = (await listCategories(db)).length > 0;

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const books = demoBooks();
  const covers = await Promise.all(
    books.map(async (book, i) => {
      const key = `demo/cover-${i + 1}.webp`;
      await storage.put(
        key,
        await renderBookCover(book.cover.title, book.cover.author, (i * 47) % 360),
        'image/webp',
      );
      return storage.url(key);
    }),
  );

  // Opened for events: each demo book is announced as listed (decision 497).
  await inTransaction(db, async (trx) => {
    // Listed over the last few weeks, a few hours apart, the newest last.
    const start = clock.nowMs() - books.length * 7 * 3600_000;
    const userIds: string[] = [];
    for (const [i, account] of DEMO_ACCOUNTS.entries()) {
      const existing = await findUserByEmail(trx, account.email);
      if (existing) {
        userIds.push(existing.id);
        continue;
      }
      const user = await insertUser(trx, {
        name: account.name,
        email: account.email,
        passwordHash,
        image: '',
        role: account.role,
        verified: account.verified === 1,
        // Nobody reads the demo accounts' mail: they count as verified (decision 205).
        emailVerified: true,
        createdAt: new Date(start - (10 - i) * 86400_000).toISOString(),
      });
      userIds.push(user._id);
    }
    if (!hasCategories) {
      await addShelf(trx, {
        categories: CATEGORIES.map(([name, nameBn], i) => ({
          name,
          nameBn,
          createdAt: new Date(start + i).toISOString(),
        })),
        books: books.map((book, i) => ({
          sellerId: userIds[book.seller]!,
          category: book.category,
          productName: book.title,
          author: book.author,
          image: covers[i]!,
          location: SELLERS[book.seller].district,
          condition: book.condition,
          resale: book.resale,
          original: book.original,
          yearsUsed: book.yearsUsed,
          purchaseYear: clock.now().getFullYear() - book.yearsUsed,
          sellerName: DEMO_ACCOUNTS[book.seller].name,
          contact: SELLERS[book.seller].phone,
          description: book.description,
          advertised: book.advertised,
          openToExchange: book.openToExchange,
          wants: book.wants,
          cashOnDelivery: book.codAllowed,
          // Interleaved across categories so every shelf has fresh books.
          createdAt: new Date(start + listedAt(i, books.length) * 7 * 3600_000).toISOString(),
        })),
      });
    }
    await markDemoSeeded(trx);
  });
}
