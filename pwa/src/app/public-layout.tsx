import { Outlet } from 'react-router-dom';

/** Header, main and footer of every public page. (Filled in by the public-site work.) */
export function PublicLayout() {
  return (
    <>
      <header>Turf Arena</header>
      <main id="main">
        <Outlet />
      </main>
      <footer />
    </>
  );
}
