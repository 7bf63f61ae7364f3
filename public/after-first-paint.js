// `/` comes pre-rendered (server/plugins/spa.ts): its scripts only hydrate what is already on the
// screen, so they are fetched once the page has painted instead of competing with it. The server
// names them on this script's tag: the entry module, the chunks to preload beside it, and the
// stylesheet with Inter's @font-face rules (the text paints first in the fallback face).
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  var started = false;
  function load() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var fonts = tag.getAttribute('data-fonts');
    if (fonts) {
      var sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = fonts;
      document.head.appendChild(sheet);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A button pressed before the app has taken over the page is pressed again once it has
  // (src/main.tsx calls courtsideHydrated); pressing one also starts the load at once.
  /** @type {HTMLButtonElement[]} */
  var early = [];
  /** @param {MouseEvent} event */
  function hold(event) {
    var button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !document.getElementById('root').contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    if (early.indexOf(button) < 0) early.push(button);
    load();
  }
  document.addEventListener('click', hold, true);
  window.courtsideHydrated = function () {
    document.removeEventListener('click', hold, true);
    early.splice(0).forEach(function (button) {
      button.click();
    });
  };
  // A frame callback runs just before the first paint, a task queued from it just after. A hidden
  // tab paints no frame: it loads at once (and the timer covers a frame that never comes).
  if (document.visibilityState === 'hidden') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  setTimeout(load, 1000);
})();
