// Endpoint paths (under /api) of the modules whose calls the web makes on its first load: the server's
// route registrations and the web's api files both take them from here. Kept free of zod, like http.ts,
// so the main bundle does not carry it. An `:id`-style placeholder in place of an argument gives the
// server's route path. A migrated capability's `...Routes` hold each endpoint's method and path; its schema
// file makes them endpoints with their schemas (decision 482).
import type { Route } from './endpoint.ts';

/** The catalogue's routes live in a module of their own, which `catalogue.ts` imports too (decision 497). */
export { catalogueRoutes } from './catalogue-routes.ts';

/**
 * Identity (decision 496): the session's calls, the profile's language and the spec's user calls (§7). The
 * Google start and callback are redirects, not JSON: routes the server registers by hand.
 */
export const identityRoutes = {
  signup: { method: 'POST', path: '/auth/signup' },
  login: { method: 'POST', path: '/auth/login' },
  logout: { method: 'POST', path: '/auth/logout' },
  me: { method: 'GET', path: '/auth/me' },
  changePassword: { method: 'PUT', path: '/auth/password' },
  providers: { method: 'GET', path: '/auth/providers' },
  google: { method: 'GET', path: '/auth/google' },
  googleCallback: { method: 'GET', path: '/auth/google/callback' },
  startSelling: { method: 'POST', path: '/me/start-selling' },
  /** The signed-in reader's language on their profile: GET answers it, PUT sets it (issue 17). */
  language: { method: 'GET', path: '/me/language' },
  setLanguage: { method: 'PUT', path: '/me/language' },
  adminCheck: { method: 'GET', path: '/users/admin/:email' },
  sellerCheck: { method: 'GET', path: '/users/seller/:email' },
  user: { method: 'GET', path: '/users' },
  /** The spec's POST /users: only the caller's own name and photo (decision 010). */
  updateProfile: { method: 'POST', path: '/users' },
  jwt: { method: 'GET', path: '/jwt' },
} as const satisfies Record<string, Route>;

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

export const liveRoutes = {
  /** The Server-Sent Events stream, opened with a ticket (not JSON: a route the server registers by hand). */
  stream: { method: 'GET', path: '/events' },
  ticket: { method: 'POST', path: '/events/ticket' },
} as const satisfies Record<string, Route>;

/** Password reset and email verification (issue 25, decision 205). */
export const accountRoutes = {
  /** {email}: always 204, whether or not an account uses it. */
  forgotPassword: { method: 'POST', path: '/auth/forgot-password' },
  /** {token, password}: the emailed link's token and the new password. */
  resetPassword: { method: 'POST', path: '/auth/reset-password' },
  /** {token}: a sign-up's or an email change's link. */
  verifyEmail: { method: 'POST', path: '/auth/verify-email' },
  /** The caller's email, whether it is verified, and the address a change waits for. */
  email: { method: 'GET', path: '/me/email' },
  /** {email}: starts changing it (202). */
  changeEmail: { method: 'POST', path: '/me/email' },
  /** Another verification link to the caller's email. */
  resendVerification: { method: 'POST', path: '/me/verify-email/resend' },
} as const satisfies Record<string, Route>;

/** The payments config: book cards read its cash-on-delivery limit on the first load (decision 260). */
export const paymentRoutes = {
  config: { method: 'GET', path: '/payments/config' },
} as const satisfies Record<string, Route>;
