// Every route of the spec's route table (§2). Feature pages are lazy so the first load stays small.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Spinner } from '../components/ui/Spinner.tsx';
import { RequireAuth, RequireRole } from './guards.tsx';
import { DashboardLayout } from './layouts/DashboardLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { HomePage } from './routes/HomePage.tsx';
import { NotFoundPage } from './routes/NotFoundPage.tsx';
import { rememberScrollPositions } from './scroll-memory.ts';

const router = createBrowserRouter([
  {
    element: <RootLayout />,
    // Shown while a lazy page opened by its own address loads (without it React Router warns on every load).
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'allcategories',
        lazy: () =>
          import('../features/catalogue/pages/AllCategoriesPage.tsx').then((m) => ({
            Component: m.AllCategoriesPage,
          })),
      },
      {
        path: 'categories/:id',
        lazy: () =>
          import('./routes/CategoryRoute.tsx').then((m) => ({
            element: (
              <RequireAuth>
                <m.CategoryRoute />
              </RequireAuth>
            ),
          })),
      },
      {
        path: 'books/:id',
        lazy: () => import('./routes/BookRoute.tsx').then((m) => ({ Component: m.BookRoute })),
      },
      {
        path: 'search',
        lazy: () => import('./routes/SearchRoute.tsx').then((m) => ({ Component: m.SearchRoute })),
      },
      {
        // Issue 28: every book with the filter bar, for visitors too; the same page as a search without words.
        path: 'browse',
        lazy: () => import('./routes/SearchRoute.tsx').then((m) => ({ Component: m.SearchRoute })),
      },
      {
        path: 'blog',
        lazy: () => import('../features/blog/pages/BlogPage.tsx').then((m) => ({ Component: m.BlogPage })),
      },
      {
        path: 'privacy',
        lazy: () =>
          import('../features/legal/pages/PrivacyPage.tsx').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'terms',
        lazy: () => import('../features/legal/pages/TermsPage.tsx').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'help',
        lazy: () => import('../features/help/pages/HelpPage.tsx').then((m) => ({ Component: m.HelpPage })),
      },
      {
        path: 'sellers/:id',
        lazy: () => import('./routes/SellerRoute.tsx').then((m) => ({ Component: m.SellerRoute })),
      },
      {
        path: 'login',
        lazy: () =>
          import('../features/identity/pages/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'signup',
        lazy: () =>
          import('../features/identity/pages/SignupPage.tsx').then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: 'forgot-password',
        lazy: () =>
          import('../features/identity/pages/ForgotPasswordPage.tsx').then((m) => ({
            Component: m.ForgotPasswordPage,
          })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/identity/pages/ResetPasswordPage.tsx').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
      },
      {
        path: 'verify-email',
        lazy: () =>
          import('../features/identity/pages/VerifyEmailPage.tsx').then((m) => ({
            Component: m.VerifyEmailPage,
          })),
      },
      {
        path: 'dashboard',
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [
          {
            index: true,
            lazy: () =>
              import('./routes/DashboardHomeRoute.tsx').then((m) => ({
                Component: m.DashboardHomeRoute,
              })),
          },
          {
            path: 'myorders',
            lazy: () => import('./routes/MyOrdersRoute.tsx').then((m) => ({ Component: m.MyOrdersRoute })),
          },
          {
            path: 'mybuyers',
            lazy: () =>
              import('../features/orders/pages/MyBuyersPage.tsx').then((m) => ({
                element: (
                  <RequireRole role="Seller">
                    <m.MyBuyersPage />
                  </RequireRole>
                ),
              })),
          },
          {
            path: 'earnings',
            lazy: () =>
              import('./routes/EarningsRoute.tsx').then((m) => ({
                element: (
                  <RequireRole role="Seller">
                    <m.EarningsRoute />
                  </RequireRole>
                ),
              })),
          },
          {
            path: 'orders/:id',
            lazy: () => import('./routes/OrderRoute.tsx').then((m) => ({ Component: m.OrderRoute })),
          },
          {
            path: 'exchanges',
            lazy: () =>
              import('../features/exchanges/pages/MyExchangesPage.tsx').then((m) => ({
                Component: m.MyExchangesPage,
              })),
          },
          {
            path: 'offers',
            lazy: () => import('./routes/MyOffersRoute.tsx').then((m) => ({ Component: m.MyOffersRoute })),
          },
          {
            path: 'exchanges/:id',
            lazy: () => import('./routes/ExchangeRoute.tsx').then((m) => ({ Component: m.ExchangeRoute })),
          },
          {
            path: 'payment/:id',
            lazy: () =>
              import('../features/payments/pages/PaymentPage.tsx').then((m) => ({
                Component: m.PaymentPage,
              })),
          },
          {
            path: 'addproduct',
            lazy: () =>
              import('./routes/AddProductRoute.tsx').then((m) => ({
                element: (
                  <RequireRole role="Seller">
                    <m.AddProductRoute />
                  </RequireRole>
                ),
              })),
          },
          {
            path: 'import',
            lazy: () =>
              import('../features/listing/components/ImportBooksPage.tsx').then((m) => ({
                element: (
                  <RequireRole role="Seller">
                    <m.ImportBooksPage />
                  </RequireRole>
                ),
              })),
          },
          {
            path: 'myproducts',
            lazy: () =>
              import('./routes/MyProductsRoute.tsx').then((m) => ({
                element: (
                  <RequireRole role="Seller">
                    <m.MyProductsRoute />
                  </RequireRole>
                ),
              })),
          },
          {
            path: 'messages',
            lazy: () => import('./routes/MessagesRoute.tsx').then((m) => ({ Component: m.MessagesRoute })),
          },
          {
            path: 'messages/about/:bookId',
            lazy: () =>
              import('./routes/MessagesRoute.tsx').then((m) => ({ Component: m.BookConversationsRoute })),
          },
          {
            path: 'messages/:id',
            lazy: () =>
              import('./routes/MessagesRoute.tsx').then((m) => ({ Component: m.ConversationRoute })),
          },
          {
            path: 'notifications',
            lazy: () =>
              import('../features/notifications/pages/NotificationsPage.tsx').then((m) => ({
                Component: m.NotificationsPage,
              })),
          },
          {
            path: 'saved-searches',
            lazy: () =>
              import('../features/saved-searches/pages/SavedSearchesPage.tsx').then((m) => ({
                Component: m.SavedSearchesPage,
              })),
          },
          {
            path: 'wishlist',
            lazy: () =>
              import('../features/catalogue/pages/WishlistPage.tsx').then((m) => ({
                Component: m.WishlistPage,
              })),
          },
          ...(
            [
              [
                'addcategory',
                () => import('../features/admin/pages/AddCategoryPage.tsx').then((m) => m.AddCategoryPage),
              ],
              [
                'allseller',
                () => import('../features/admin/pages/AllSellersPage.tsx').then((m) => m.AllSellersPage),
              ],
              [
                'allbuyer',
                () => import('../features/admin/pages/AllBuyersPage.tsx').then((m) => m.AllBuyersPage),
              ],
              [
                'disputes',
                () => import('../features/admin/pages/DisputesPage.tsx').then((m) => m.DisputesPage),
              ],
              [
                'exchange-disputes',
                () =>
                  import('../features/exchanges/pages/DisputedExchangesPage.tsx').then(
                    (m) => m.DisputedExchangesPage,
                  ),
              ],
              [
                'reporteditems',
                () => import('./routes/ReportedItemsRoute.tsx').then((m) => m.ReportedItemsRoute),
              ],
              [
                'payouts',
                () =>
                  import('../features/payouts/pages/AdminPayoutsPage.tsx').then((m) => m.AdminPayoutsPage),
              ],
              [
                'ledger',
                () => import('../features/ledger/pages/AdminLedgerPage.tsx').then((m) => m.AdminLedgerPage),
              ],
              [
                'settlements',
                () =>
                  import('../features/delivery/pages/AdminSettlementsPage.tsx').then(
                    (m) => m.AdminSettlementsPage,
                  ),
              ],
              ['outbox', () => import('../features/mail/pages/OutboxPage.tsx').then((m) => m.OutboxPage)],
              ['sms', () => import('../features/sms/pages/SmsSandboxPage.tsx').then((m) => m.SmsSandboxPage)],
              ['audit', () => import('../features/audit/pages/AuditPage.tsx').then((m) => m.AuditPage)],
              ['system', () => import('../features/system/pages/SystemPage.tsx').then((m) => m.SystemPage)],
            ] as const
          ).map(([path, load]) => ({
            path,
            lazy: () =>
              load().then((Page) => ({
                element: (
                  <RequireRole role="Admin">
                    <Page />
                  </RequireRole>
                ),
              })),
          })),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

rememberScrollPositions(router);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
