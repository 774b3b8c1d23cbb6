// Where each visited page was scrolled to: Back (and Forward) return there, any other navigation starts the
// next page at the top. In place of React Router's <ScrollRestoration>, which restores in a layout effect of
// its own: Preact draws the parts of a new page one after another (decision 187), so that effect could run
// while the page below was still the old, shorter one, and the browser cut the position short.
import type { createBrowserRouter } from 'react-router';

type Router = ReturnType<typeof createBrowserRouter>;

const STORAGE_KEY = 'boibazar-scroll-positions';
/** Enough for any Back a reader makes; the oldest positions go first. */
const MAX_POSITIONS = 200;

function stored(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return new Map(Array.isArray(saved) ? (saved as Array<[string, number]>) : []);
  } catch {
    return new Map();
  }
}

export function rememberScrollPositions(router: Router) {
  const positions = stored();
  let current = router.state.location.key;
  window.history.scrollRestoration = 'manual';

  const save = (key: string) => {
    positions.delete(key);
    positions.set(key, window.scrollY);
    if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value!);
  };

  router.subscribe((state) => {
    if (state.location.key === current) return;
    // The router tells its subscribers before anything of the next page is drawn: this is the page being left.
    save(current);
    current = state.location.key;
    const top = state.historyAction === 'POP' ? (positions.get(current) ?? 0) : 0;
    // NOTE: on the next frame, once every part of the next page is drawn (they are drawn in microtasks).
    requestAnimationFrame(() => window.scrollTo(0, top));
  });

  // A reload or a visit elsewhere keeps the positions for when the reader comes back in this tab.
  window.addEventListener('pagehide', () => {
    save(current);
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions]));
  });
}
