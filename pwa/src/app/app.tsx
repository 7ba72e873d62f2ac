import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { endHydration } from '../lib/hydration';
import { appRouter } from './router';

export function App() {
  // Runs after the first commit of the whole tree (a parent's effects follow its children's).
  useEffect(endHydration, []);
  return <RouterProvider router={appRouter()} />;
}
