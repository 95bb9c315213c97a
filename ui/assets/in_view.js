(() => {
  // issue 24: keep the decision (or the wait for a bot) and the learner's whole hand on screen; the xướng: its hand
  const stamp = $stamp, look = $look;  // look: the hint just asked for, brought into view instead
  // the page settles for a moment after a move (pictures, the log): check again a few times
  const fit = () => {
    const top = document.querySelector(look ? '.st-key-ct_hint_box' :
      '.st-key-ct_mode_ask_box, .st-key-ct_link_offer, .st-key-ct_decide, .st-key-ct_wait, .st-key-ct_xuong_hand');
    const hand = document.querySelector('.st-key-ct_hand') || top;  // the hint: with the decision and hand after it
    const pic = look && document.querySelector('.hc-table');  // and the table picture after it on a wide screen
    if (!top || !hand || window.__hcInView !== stamp) return;
    let box = top.parentElement;
    while (box && !(box.scrollHeight > box.clientHeight + 1 && /(auto|scroll)/.test(getComputedStyle(box).overflowY)))
      box = box.parentElement;
    const scroller = box || document.scrollingElement;
    const header = document.querySelector('[data-testid="stHeader"]');
    const head = (header ? header.getBoundingClientRect().bottom : 0) + 6;
    const t = top.getBoundingClientRect().top;
    const b = Math.max(hand.getBoundingClientRect().bottom, look ? top.getBoundingClientRect().bottom : 0,
      pic ? pic.getBoundingClientRect().bottom : 0);
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
