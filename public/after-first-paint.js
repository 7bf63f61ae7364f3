// `/` comes pre-rendered (server/plugins/spa.ts): its scripts only hydrate what is already on the
// screen, so they are fetched once the page has painted instead of competing with it. The server
// names them on this script's tag: the entry module, the chunks to preload beside it, What's on's
// read, and the stylesheet with Inter's @font-face rules (the text paints first in the fallback
// face, and Inter comes once the app has taken over).
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  /** @param {string} name */
  function files(name) {
    return (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  }
  // The chunks the entry imports, then the first screen's words in the page's language (imported
  // before hydrating), and last, at low priority, what hydration asks for next (What's on).
  var preloads = files('data-preloads').concat(files('data-words-' + document.documentElement.lang.toLowerCase()));
  var later = files('data-later');
  var started = false;
  /** @param {string} href @param {boolean} low */
  function preload(href, low) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    if (low) link.setAttribute('fetchpriority', 'low');
    link.href = href;
    document.head.appendChild(link);
  }
  // What's on (public, the same for everyone) is asked for beside the scripts, in the page's
  // language: the app takes this answer for its first load (src/features/venue/whats-on/early-whats-on.ts).
  var read = tag.getAttribute('data-whats-on');
  function askEarly() {
    if (!read || typeof fetch !== 'function') return;
    var lang = document.documentElement.lang;
    var answer = fetch(read, { credentials: 'same-origin', headers: { Accept: 'application/json', 'Accept-Language': lang } }).then(
      function (response) {
        return response.ok ? response.json() : null;
      },
      function () {
        return null;
      },
    );
    window.courtsideWhatsOn = { locale: lang, answer: answer };
  }
  // Inter (the stylesheet with its faces, ~50 KB of fonts) once the app has taken over the page, so
  // that it does not share the network with the scripts (the text is drawn in the fallback face until
  // then); the timer covers an app that never does.
  var fontsAdded = false;
  function addFonts() {
    var fonts = tag.getAttribute('data-fonts');
    if (fontsAdded || !fonts) return;
    fontsAdded = true;
    var sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = fonts;
    document.head.appendChild(sheet);
  }
  function load() {
    if (started) return;
    started = true;
    askEarly();
    preloads.forEach(function (href) {
      preload(href, false);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    later.forEach(function (href) {
      preload(href, true);
    });
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
    addFonts();
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
  setTimeout(addFonts, 8000);
})();
