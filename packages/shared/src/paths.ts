// Endpoint paths (under /api) of the modules whose calls the web makes on its first load: the server's
// route registrations and the web's api files both take them from here. Kept free of zod, like http.ts,
// so the main bundle does not carry it. An `:id`-style placeholder in place of an argument gives the
// server's route path. A migrated capability's `...Routes` hold each endpoint's method and path; its schema
// file makes them endpoints with their schemas (decision 482).
import type { Route } from './endpoint.ts';

/** The catalogue's routes live in a module of their own, which `catalogue.ts` imports too (decision 497). */
export { catalogueRoutes } from './catalogue-routes.ts';

export const identityPaths = {
  signup: '/auth/signup',
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  password: '/auth/password',
  providers: '/auth/providers',
  google: '/auth/google',
  googleCallback: '/auth/google/callback',
  startSelling: '/me/start-selling',
  adminCheck: (email: string) => `/users/admin/${email}`,
  sellerCheck: (email: string) => `/users/seller/${email}`,
  users: '/users',
  jwt: '/jwt',
} as const;

export const adminRoutes = {
  sellers: { method: 'GET', path: '/allsellers' },
  buyers: { method: 'GET', path: '/allbuyers' },
  deleteSeller: { method: 'DELETE', path: '/seller/:id' },
  deleteBuyer: { method: 'DELETE', path: '/buyer/:id' },
  verifySeller: { method: 'PUT', path: '/seller/verify/:id' },
  dismissReports: { method: 'PUT', path: '/books/reported/:id/dismiss' },
  overview: { method: 'GET', path: '/admin/overview' },
  /** Public: the landing page's real figures (decision 421). */
  figures: { method: 'GET', path: '/figures' },
} as const satisfies Record<string, Route>;

export const conversationRoutes = {
  list: { method: 'GET', path: '/conversations' },
  unreadCount: { method: 'GET', path: '/conversations/unread-count' },
  reported: { method: 'GET', path: '/conversations/reported' },
  /** Ask a book's seller: opens the conversation about that book, or writes in it. */
  askSeller: { method: 'POST', path: '/conversations' },
  conversation: { method: 'GET', path: '/conversations/:id' },
  messages: { method: 'GET', path: '/conversations/:id/messages' },
  send: { method: 'POST', path: '/conversations/:id/messages' },
  read: { method: 'POST', path: '/conversations/:id/read' },
  block: { method: 'POST', path: '/conversations/:id/block' },
  unblock: { method: 'DELETE', path: '/conversations/:id/block' },
  report: { method: 'POST', path: '/conversations/:id/report' },
} as const satisfies Record<string, Route>;

export const notificationRoutes = {
  list: { method: 'GET', path: '/notifications' },
  unreadCount: { method: 'GET', path: '/notifications/unread-count' },
  markRead: { method: 'POST', path: '/notifications/read' },
  preferences: { method: 'GET', path: '/me/notification-preferences' },
  savePreferences: { method: 'PUT', path: '/me/notification-preferences' },
} as const satisfies Record<string, Route>;

export const mailPaths = {
  outbox: '/admin/outbox',
} as const;

export const livePaths = {
  /** GET: the Server-Sent Events stream, opened with a ticket. */
  stream: '/events',
  ticket: '/events/ticket',
} as const;

/** Password reset and email verification (issue 25, decision 205). */
export const accountPaths = {
  /** POST {email}: always 204, whether or not an account uses it. */
  forgotPassword: '/auth/forgot-password',
  /** POST {token, password}: the emailed link's token and the new password. */
  resetPassword: '/auth/reset-password',
  /** POST {token}: a sign-up's or an email change's link. */
  verifyEmail: '/auth/verify-email',
  /** GET: the caller's email, whether it is verified, and the address a change waits for; POST {email}: change it. */
  email: '/me/email',
  /** POST: another verification link to the caller's email. */
  resendVerification: '/me/verify-email/resend',
} as const;

/** The payments config: book cards read its cash-on-delivery limit on the first load (decision 260). */
export const paymentsConfigPath = '/payments/config';
