(() => {
  // Scroll, as little as needed, so all from the highest of $top to the lowest of $until is on screen, the top first
  // when it does not fit: the practice table's decision (the first lines of the hint just asked for) and
  // the whole hand (issue 24), the xướng's hand, a revealed round.
  const stamp = $stamp, topCss = $top, untilCss = $until;
  // the page settles for a moment after a run (pictures, the log): check again a few times
  const fit = () => {
    const top = [...document.querySelectorAll(topCss)].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)[0];
    const ends = [...document.querySelectorAll(untilCss)];
    if (!top || !ends.length || window.__hcInView !== stamp) return;
    let box = top.parentElement;
    while (box && !(box.scrollHeight > box.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(box).overflowY)))
      box = box.parentElement;
    const scroller = box || document.scrollingElement;
    const header = document.querySelector('[data-testid="stHeader"]');
    const head = (header ? header.getBoundingClientRect().bottom : 0) + 6;
    const t = top.getBoundingClientRect().top;
    const b = Math.max(...ends.map(e => e.getBoundingClientRect().bottom));
    const H = window.innerHeight;
    let d = 0;
    if (t < head) d = t - head;
    else if (b > H - 6) d = Math.min(b - (H - 6), t - head);
    if (Math.abs(d) > 2) scroller.scrollBy({top: d, behavior: 'instant'});
  };
  if (window.__hcInView === stamp) return;
  window.__hcInView = stamp;
  for (const ms of [50, 200, 450, 800, 1300]) setTimeout(fit, ms);
})();
