(function () {
  var c = $cookie;
  if (window.location.protocol === "https:") { c += "; Secure"; }
  document.cookie = c;
})();
