(() => {
  if (window.__hocChanLangHistory) return;
  window.__hocChanLangHistory = true;
  const strip = (url) => {
    const u = new URL(url, window.location.href);
    u.searchParams.delete("lang");
    u.searchParams.sort();
    return u.pathname + "?" + u.searchParams.toString() + u.hash;
  };
  const push = window.history.pushState.bind(window.history);
  window.history.pushState = function (state, title, url) {
    try {
      if (url !== undefined && url !== null && strip(url) === strip(window.location.href)) {
        return window.history.replaceState(state, title, url);
      }
    } catch (e) { /* an unusual URL: leave it to the browser */ }
    return push(state, title, url);
  };
})();
