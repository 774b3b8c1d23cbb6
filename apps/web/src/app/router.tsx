// Every route of the spec's route table (§2). Feature pages are lazy so the first load stays small.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { RequireAuth, RequireRole } from './guards.tsx';
import { DashboardLayout } from './layouts/DashboardLayout.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { HomePage } from './routes/HomePage.tsx';
import { NotFoundPage } from './routes/NotFoundPage.tsx';

const router = createBrowserRouter([
  {
    element: <RootLayout />,
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
        path: 'search',
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
            path: 'payment/:id',
            lazy: () =>
              import('../features/payments/pages/PaymentPage.tsx').then((m) => ({
                Component: m.PaymentPage,
              })),
          },
          {
            path: 'addproduct',
            lazy: () =>
              import('../features/catalogue/pages/AddProductPage.tsx').then((m) => ({
                element: (
                  <RequireRole role="Seller">
                    <m.AddProductPage />
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
                'reporteditems',
                () =>
                  import('../features/admin/pages/ReportedItemsPage.tsx').then((m) => m.ReportedItemsPage),
              ],
              ['outbox', () => import('../features/mail/pages/OutboxPage.tsx').then((m) => m.OutboxPage)],
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

export function AppRouter() {
  return <RouterProvider router={router} />;
}
