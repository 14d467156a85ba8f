/**
 * The sandbox's stand-in for a chat vendor's loader script (GET /__chat/loader.js?desk=...), the
 * address a customer-service entry's decoded path names. Like a vendor snippet it first installs a
 * stub on `window.csChat` that queues calls, and swaps in the working widget a moment later; the
 * site rebinds its openers at 1 s and 3 s to pick that up (S9). The widget shows the chat page in
 * a panel and passes the auth key the site handed it (identify) to the page; logout drops it.
 */
export const CHAT_WIDGET_START_MS = 300;

export const chatLoaderScript = `(function () {
  var desk = (document.currentScript && new URL(document.currentScript.src).searchParams.get('desk')) || '';
  var existing = window.csChat;
  if (existing && existing.real) { existing.desks.push(desk); return; }
  var queue = (existing && existing.q) || [];
  window.csChat = {
    q: queue,
    open: function (o) { queue.push(['open', o]); },
    identify: function (o) { queue.push(['identify', o]); },
    logout: function () { queue.push(['logout']); }
  };
  setTimeout(function () {
    var s = { key: null, url: null, desk: null, panel: null, frame: null, opener: null, inert: [] };
    // The key goes in the fragment: never to a server log, a Referer or the page address.
    function frameUrl() {
      var u = new URL(s.url, location.href);
      if (u.origin !== location.origin && u.protocol !== 'https:') return 'about:blank';
      u.searchParams.set('desk', s.desk || '');
      u.hash = s.key ? 'key=' + encodeURIComponent(s.key) : '';
      return u.href;
    }
    function close() {
      if (!s.panel) return;
      s.panel.remove(); s.panel = null; s.frame = null;
      document.removeEventListener('keydown', onKey);
      s.inert.forEach(function (el) { el.inert = false; });
      s.inert = [];
      if (s.opener && s.opener.focus) s.opener.focus();
    }
    function onKey(e) { if (e.key === 'Escape') close(); }
    function build(title) {
      var p = document.createElement('div');
      p.setAttribute('role', 'dialog');
      p.setAttribute('aria-modal', 'true');
      p.setAttribute('aria-label', 'Customer service');
      p.setAttribute('data-cs-panel', '');
      p.style.cssText = 'position:fixed;inset:0;z-index:2147483000;display:flex;flex-direction:column;background:#fff;max-width:min(100vw,calc(100vh*9/16));margin:0 auto';
      var head = document.createElement('div');
      head.style.cssText = 'display:flex;align-items:center;gap:8px;padding:10px 12px;background:#1b1f24;color:#fff;font:600 16px system-ui';
      var h = document.createElement('span');
      h.textContent = title || 'Customer service';
      h.style.flex = '1';
      var x = document.createElement('button');
      x.type = 'button';
      x.textContent = '\\u00d7';
      x.setAttribute('aria-label', 'Close chat');
      x.style.cssText = 'width:40px;height:40px;border:0;border-radius:20px;background:#333;color:#fff;font-size:24px;cursor:pointer';
      x.onclick = close;
      head.append(h, x);
      var f = document.createElement('iframe');
      f.title = 'Customer service chat';
      f.style.cssText = 'flex:1;border:0;width:100%';
      p.append(head, f);
      // Modal: the page behind takes no focus or taps while the chat is open.
      s.inert = Array.prototype.filter.call(document.body.children, function (el) { return !el.inert; });
      s.inert.forEach(function (el) { el.inert = true; });
      document.body.append(p);
      document.addEventListener('keydown', onKey);
      s.panel = p; s.frame = f;
      x.focus();
    }
    var real = {
      real: true,
      desks: [desk],
      open: function (o) {
        s.url = o.url; s.desk = o.desk;
        s.opener = document.activeElement;
        if (!s.panel) build(o.title);
        s.frame.src = frameUrl();
      },
      identify: function (o) { s.key = o.authKey; if (s.frame) s.frame.src = frameUrl(); },
      // Logging the chat user out ends the key at the chat service too, not only in this page.
      logout: function () {
        if (s.key) fetch('/__chat/logout', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ key: s.key }), keepalive: true });
        s.key = null;
        if (s.frame) s.frame.src = frameUrl();
      }
    };
    window.csChat = real;
    queue.forEach(function (c) { real[c[0]](c[1]); });
  }, ${CHAT_WIDGET_START_MS});
})();
`;
