(() => {
  if (window.__hocChanLangHistory) return;
  window.__hocChanLangHistory = true;
  const strip = (url) => {
    const u = new URL(url, window.location.href);
    u.searchParams.delete("lang");
    u.searchParams.sort();
    return u.pathname + "?" + u.searchParams.toString() + u.hash;
  };
  // One history entry per script run: Streamlit pushes each change of the address a run makes (the router's
  // ?lang=, a page's own parameters — on the old page's path — then the new page's path), so Back would need
  // one press per change. The run that loads the page adds none.
  const app = document.querySelector('[data-testid="stApp"]');
  const running = () => app !== null && app.dataset.testScriptState === "running";
  let pushed = running();
  if (app !== null) {
    new MutationObserver(() => { if (!running()) pushed = false; })
      .observe(app, { attributes: true, attributeFilter: ["data-test-script-state"] });
  }
  const push = window.history.pushState.bind(window.history);
  window.history.pushState = function (state, title, url) {
    try {
      if (pushed || (url !== undefined && url !== null && strip(url) === strip(window.location.href))) {
        return window.history.replaceState(state, title, url);
      }
    } catch (e) { /* an unusual URL: leave it to the browser */ }
    pushed = true;
    return push(state, title, url);
  };
})();
