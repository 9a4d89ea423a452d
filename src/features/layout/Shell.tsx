// The signed-in shell. Filled by the foundation issue's SPA work (header, menu, tabs, footer).
import { Outlet } from 'react-router-dom';

export default function Shell() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
