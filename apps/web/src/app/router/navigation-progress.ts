/**
 * The thin bar across the top of the page while a navigation loads its code and data. It starts at 12 %,
 * creeps on in ever smaller steps towards the end while the wait lasts, then fills and fades out.
 */
const START = 0.12;
const STEP_MS = 120;
const SETTLE_MS = 200;

let bar: HTMLElement | null = null;
let progress = 0;
let stepTimer = 0;
let removeTimer = 0;

function render(value: number): void {
  progress = value;
  const fill = bar?.firstElementChild as HTMLElement | null;
  if (fill) fill.style.transform = `translateX(${(value - 1) * 100}%)`;
}

/** Smaller steps the further it got, so a long wait never reaches the end. */
function step(): void {
  const increment = progress < 0.2 ? 0.1 : progress < 0.5 ? 0.04 : progress < 0.8 ? 0.02 : 0.005;
  render(Math.min(progress + increment, 0.994));
}

/** Shows the bar (or keeps the one already running). */
export function startProgress(): void {
  window.clearTimeout(removeTimer);
  if (!bar) {
    bar = document.createElement('div');
    bar.id = 'sf-nav-progress';
    bar.setAttribute('aria-hidden', 'true');
    bar.innerHTML = '<div class="sf-nav-progress-bar"><div class="sf-nav-progress-glow"></div></div>';
    document.body.append(bar);
    render(0);
    // The first frame draws it empty, so the move to the start is animated.
    void bar.offsetWidth;
    render(START);
  }
  bar.classList.remove('is-done');
  window.clearInterval(stepTimer);
  stepTimer = window.setInterval(step, STEP_MS);
}

/** Fills the bar and fades it out. */
export function finishProgress(): void {
  if (!bar) return;
  window.clearInterval(stepTimer);
  render(1);
  const finished = bar;
  finished.classList.add('is-done');
  removeTimer = window.setTimeout(() => {
    finished.remove();
    if (bar === finished) bar = null;
  }, SETTLE_MS * 2);
}
