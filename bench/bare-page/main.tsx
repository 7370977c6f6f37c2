import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';

/** The baseline of bench/bundle.ts: React 19 and React Router 7 with two routes, one of them loaded lazily. */
function Layout() {
  return (
    <main>
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link>
      </nav>
      <Outlet />
    </main>
  );
}

const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    children: [
      { index: true, Component: () => <h1>Home</h1> },
      { path: 'about', lazy: async () => ({ Component: (await import('./about.tsx')).About }) },
    ],
  },
]);

const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
