/** The browser script of the sandbox captcha (plain ES2017, no dependencies). */
export const WIDGET_JS = String.raw`(function () {
  'use strict';
  var base = (document.currentScript && new URL(document.currentScript.src).origin) || location.origin;
  function el(tag, attrs, text) { var e = document.createElement(tag); for (var k in attrs) { if (k === 'style') e.style.cssText = attrs[k]; else e.setAttribute(k, attrs[k]); } if (text) e.textContent = text; return e; }
  function make(opts, version) {
    var handlers = { ready: [], success: [], close: [], error: [] };
    var result = null;
    var api = {
      onReady: function (f) { handlers.ready.push(f); return api; },
      onSuccess: function (f) { handlers.success.push(f); return api; },
      onClose: function (f) { handlers.close.push(f); return api; },
      onError: function (f) { handlers.error.push(f); return api; },
      getValidate: function () { return result; },
      reset: function () { result = null; },
      destroy: function () { var o = document.getElementById('sandbox-captcha'); if (o) o.remove(); },
      verify: function () { show(); }, showCaptcha: function () { show(); }
    };
    function fire(name, arg) { handlers[name].forEach(function (f) { f(arg); }); }
    function show() {
      fetch(base + '/captcha/sandbox/challenge?merchant=' + encodeURIComponent(opts.merchant) + '&challenge=' + encodeURIComponent(opts.challenge))
        .then(function (r) { if (!r.ok) throw new Error('challenge'); return r.json(); })
        .then(function (info) { draw(info); })
        .catch(function () { fire('error', { code: 'challenge_expired', msg: 'The captcha expired. Please try again.' }); });
    }
    function draw(info) {
      api.destroy();
      var overlay = el('div', { id: 'sandbox-captcha', style: 'position:fixed;inset:0;background:rgba(0,0,0,.5);display:grid;place-items:center;z-index:1000' });
      var box = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Captcha', style: 'background:#fff;color:#111;padding:16px;border-radius:8px;width:300px;font:14px system-ui' });
      var p = el('p', { id: 'sandbox-captcha-help' }, 'Drag the slider so the handle sits on the marked spot.');
      var track = el('div', { style: 'position:relative;height:36px;width:' + info.track + 'px;background:#eee;border-radius:18px;margin:12px 0' });
      var mark = el('div', { 'data-captcha-target': String(info.target), style: 'position:absolute;top:0;bottom:0;width:4px;background:#c62828;left:' + info.target + 'px' });
      var slider = el('input', { type: 'range', min: '0', max: String(info.track), value: '0', 'aria-label': 'Captcha slider', 'aria-describedby': 'sandbox-captcha-help', style: 'position:absolute;inset:0;width:100%;margin:0' });
      var check = el('button', { type: 'button' }, 'Check');
      var close = el('button', { type: 'button' }, 'Close');
      track.appendChild(mark); track.appendChild(slider); box.appendChild(p); box.appendChild(track); box.appendChild(check); box.appendChild(close); overlay.appendChild(box);
      document.body.appendChild(overlay);
      slider.focus();
      close.onclick = function () { api.destroy(); fire('close'); };
      // Checked when the slider is let go (or Enter, or Check): arrow keys may step it first.
      var sent = false;
      function commit() {
        if (sent) return;
        sent = true;
        fetch(base + '/captcha/sandbox/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ merchant: opts.merchant, challenge: opts.challenge, position: Number(slider.value) }) })
          .then(function (r) { return r.json(); })
          .then(function (a) {
            api.destroy();
            if (!a.ok) { fire('error', { code: 'verify_failed', msg: 'That was not quite right. Please try again.' }); return; }
            result = version === 'v3'
              ? { geetest_challenge: opts.challenge, geetest_validate: a.token, geetest_seccode: a.token + '|jordan' }
              : { lot_number: opts.challenge, captcha_output: a.token, pass_token: a.token, gen_time: String(Math.floor(Date.now() / 1000)), captcha_id: opts.captchaId };
            fire('success', result);
          });
      }
      slider.addEventListener('pointerup', commit);
      slider.addEventListener('keydown', function (e) { if (e.key === 'Enter') commit(); });
      check.onclick = commit;
    }
    setTimeout(function () { fire('ready'); }, 0);
    return api;
  }
  window.initGeetest = function (opts, cb) { cb(make({ merchant: opts.merchant, challenge: opts.challenge, captchaId: opts.gt }, 'v3')); };
  window.initGeetest4 = function (opts, cb) { cb(make({ merchant: opts.merchant, challenge: opts.challenge, captchaId: opts.captchaId }, 'v4')); };
})();
`;
