import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from '../lib/providers.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import type { AppRouter } from './router.tsx';

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
