/**
 * Pre-rendered pages are complete without JavaScript: they paint, read and link on their own. Their scripts are
 * prefetched once the page has loaded (`<meta name="app-chunks">`, written by scripts/prerender.mjs) but only run
 * when a person starts using the page (a touch, a key, the mouse) or once the browser has been idle for a while, so
 * a phone's first seconds go to painting, not to fetching and running React over a page nobody has touched yet.
 *
 * Until React has attached to a control, what is done to it is held and replayed on the same element once React
 * has it: a button's click, a dropdown's opening press. Form fields are pre-rendered disabled (`useHydrated`), so
 * typing never starts before a field is live; a tap on one focuses it once it is. Links need no JavaScript.
 */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
const IDLE_AFTER_LOAD_MS = 4000;
const REPLAY_GIVE_UP_MS = 10_000;

type Replay = { element: HTMLElement; action: 'click' | 'open' | 'focus' };

const FIELDS = 'input, textarea, select';
const CONTROLS = `${FIELDS}, button, [role="button"], [role="combobox"]`;

/** React marks every element it has attached to with an own property `__reactFiber$<id>`. */
const attached = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** The control an event is aimed at, while React has not attached to it yet. */
function controlAwaitingReact(event: Event): HTMLElement | null {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>(CONTROLS);
  return control && !attached(control) ? control : null;
}

export function hydrateOnIntent(hydrate: () => Promise<void>): void {
  let started = false;
  let hydrated = false;
  let pending: Replay | null = null;

  const takeOver = () => {
    if (started) return;
    started = true;
    void hydrate().then(() => {
      hydrated = true;
      if (pending) replay(pending);
    });
  };

  const onIntent = (event: Event) => {
    const control = event.type === 'pointerdown' || event.type === 'touchstart' ? controlAwaitingReact(event) : null;
    if (control?.matches(FIELDS)) pending = { element: control, action: 'focus' };
    takeOver();
  };

  // MUI's select opens on the primary button's mousedown; everything else acts on click.
  const hold = (event: MouseEvent) => {
    const control = controlAwaitingReact(event);
    if (!control || control.matches(FIELDS)) return;
    const isDropdown = control.getAttribute('role') === 'combobox';
    if (event.type === 'mousedown' && !isDropdown) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === 'mousedown' || !isDropdown) pending = { element: control, action: isDropdown ? 'open' : 'click' };
    if (hydrated) replay(pending!);
    else takeOver();
  };

  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  window.addEventListener('mousedown', hold, true);
  window.addEventListener('click', hold, true);
  const afterLoad = () => {
    whenIdle(prefetchAppChunks);
    window.setTimeout(() => whenIdle(takeOver), IDLE_AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

const whenIdle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(() => run()) : run());

/** Fetches the app's chunks into the cache (not parsed, not run), so using the page later waits on nothing. */
function prefetchAppChunks(): void {
  const chunks = document.querySelector<HTMLMetaElement>('meta[name="app-chunks"]')?.content.split(' ').filter(Boolean) ?? [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = ''; // module scripts are fetched in CORS mode: the prefetch must match to be reused
    link.href = href;
    document.head.append(link);
  }
}

/** Polled each frame: a page's lazy parts finish hydrating a few frames after hydrateRoot returns. */
function replay({ element, action }: Replay): void {
  const giveUpAt = performance.now() + REPLAY_GIVE_UP_MS;
  const attempt = () => {
    if (!element.isConnected) return;
    if (attached(element) && !element.matches(':disabled')) {
      if (action === 'focus') element.focus();
      else if (action === 'open') element.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
      else element.click();
    } else if (performance.now() < giveUpAt) {
      requestAnimationFrame(attempt);
    }
  };
  attempt();
}
