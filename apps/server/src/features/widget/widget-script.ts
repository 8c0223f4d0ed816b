/**
 * `/widget.js`: the one script tag a store pastes into its own site (hand-written ES5, no build step):
 *
 *   <script src="https://<this host>/widget.js" data-store="<storeuuid>" async></script>
 *
 * Optional attributes: `data-lang` (`zh-cn` | `en`; default from the page's `<html lang>`), `data-label`
 * (the button's accessible name), `data-color` (the button colour). It adds a floating chat button at the
 * bottom right that opens `<this origin>/chatai/<storeuuid>?agent=client&lang=<lang>` in an iframe (loaded on
 * first open) and closes it again (button, Escape, or a `{type: 'storefront-widget:close'}` message from the
 * chat page). The only global is `window.StorefrontWidget` ({open, close, toggle, isMounted, destroy}); one
 * widget per page: a second copy is ignored while the first is on the page, and a single-page app that leaves
 * the page calls `destroy()` (or removes the `[data-storefront-widget]` element) so that adding the script again
 * brings it back.
 *
 * Strict host CSPs: elements are styled through the CSSOM (allowed without `'unsafe-inline'`) and built
 * without innerHTML (Trusted Types); the host must allow this origin in `script-src` and `frame-src`.
 */
export const WIDGET_SCRIPT = String.raw`(function () {
  'use strict';
  var NS = 'StorefrontWidget';
  var existing = window[NS];
  if (existing && typeof existing.isMounted === 'function') {
    // A page that keeps its widget ignores a second copy; one that removed it (a SPA leaving and coming back
    // to its page) gets a fresh one.
    if (existing.isMounted()) return;
    existing.destroy();
  }
  var script = document.currentScript;
  if (!script) {
    var candidates = document.querySelectorAll('script[data-store]');
    for (var i = 0; i < candidates.length; i++) {
      if (/\/widget\.js(\?|#|$)/.test(candidates[i].src)) script = candidates[i];
    }
  }
  if (!script || !script.src) return;
  var store = (script.getAttribute('data-store') || '').trim();
  if (!/^[\w-]{1,36}$/.test(store)) {
    if (window.console) window.console.warn('[' + NS + '] data-store must be the store id (storeuuid)');
    return;
  }
  var origin = new URL(script.src, window.location.href).origin;
  var pageLang = (document.documentElement.getAttribute('lang') || '').toLowerCase();
  var lang = script.getAttribute('data-lang') || (pageLang.indexOf('en') === 0 ? 'en' : 'zh-cn');
  if (lang !== 'en') lang = 'zh-cn';
  var TEXT = {
    'zh-cn': { open: '在线咨询', close: '关闭对话', frame: 'AI 客服对话' },
    en: { open: 'Chat with us', close: 'Close chat', frame: 'AI assistant chat' }
  }[lang];
  var label = script.getAttribute('data-label') || TEXT.open;
  var color = script.getAttribute('data-color') || '#1677ff';
  var SVG = 'http://www.w3.org/2000/svg';
  var ICONS = {
    chat: 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2z',
    close: 'M6 6l12 12M18 6L6 18'
  };
  var isOpen = false;
  var root, button, icon, panel, frame;

  function css(element, styles) {
    for (var key in styles) element.style[key] = styles[key];
    return element;
  }

  function setIcon(name) {
    icon.setAttribute('d', ICONS[name]);
    icon.setAttribute('fill', name === 'chat' ? 'currentColor' : 'none');
  }

  // A phone's panel takes the whole screen, the host page hidden under it; the button would cover the chat's
  // send button there, so it steps aside while the panel is open and the chat's own close button closes it.
  // A phone page without a viewport tag is laid out 980 px wide: the screen's width tells it is a phone.
  function layoutPanel() {
    var narrow = Math.min(window.innerWidth, window.screen.width) < 480;
    css(panel, narrow
      ? { left: '0', right: '0', top: '0', bottom: '0', width: 'auto', height: 'auto', borderRadius: '0' }
      : { left: 'auto', right: '20px', top: 'auto', bottom: '88px', width: '380px', height: '600px',
          borderRadius: '12px' });
    button.style.display = narrow && isOpen ? 'none' : 'flex';
  }

  function open() {
    if (!root) return;
    if (!frame) {
      frame = document.createElement('iframe');
      frame.src = origin + '/chatai/' + encodeURIComponent(store) + '?agent=client&lang=' + lang;
      frame.title = TEXT.frame;
      frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox');
      frame.setAttribute('allow', 'clipboard-write');
      css(frame, { width: '100%', height: '100%', border: '0', display: 'block', background: '#fff' });
      panel.appendChild(frame);
    }
    isOpen = true;
    layoutPanel();
    panel.style.display = 'block';
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-label', TEXT.close);
    setIcon('close');
    frame.focus();
  }

  function close() {
    if (!root || !isOpen) return;
    isOpen = false;
    panel.style.display = 'none';
    button.style.display = 'flex';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-label', label);
    setIcon('chat');
    button.focus();
  }

  function toggle() {
    if (isOpen) close(); else open();
  }

  function mount() {
    root = css(document.createElement('div'), {
      position: 'fixed', right: '0', bottom: '0', zIndex: '2147483000', fontSize: '0'
    });
    root.setAttribute('data-storefront-widget', store);
    panel = css(document.createElement('div'), {
      position: 'fixed', display: 'none', overflow: 'hidden', background: '#fff',
      boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)'
    });
    panel.id = 'storefront-widget-panel';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-label', TEXT.frame);
    button = css(document.createElement('button'), {
      position: 'fixed', right: '20px', bottom: '20px', width: '56px', height: '56px', padding: '0',
      border: '0', borderRadius: '50%', background: color, color: '#fff', cursor: 'pointer',
      boxShadow: '0 6px 20px rgba(0, 0, 0, 0.25)', display: 'flex', alignItems: 'center', justifyContent: 'center'
    });
    button.type = 'button';
    button.setAttribute('aria-label', label);
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panel.id);
    var svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('width', '26');
    svg.setAttribute('height', '26');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    icon = document.createElementNS(SVG, 'path');
    icon.setAttribute('stroke', 'currentColor');
    icon.setAttribute('stroke-width', '2');
    icon.setAttribute('stroke-linecap', 'round');
    svg.appendChild(icon);
    button.appendChild(svg);
    setIcon('chat');
    button.addEventListener('click', toggle);
    root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && isOpen) close();
    });
    window.addEventListener('resize', onResize);
    window.addEventListener('message', onMessage);
    root.appendChild(panel);
    root.appendChild(button);
    document.body.appendChild(root);
  }

  function onResize() {
    if (isOpen) layoutPanel();
  }

  function onMessage(event) {
    if (event.origin !== origin || !frame || event.source !== frame.contentWindow) return;
    if (event.data && event.data.type === 'storefront-widget:close') close();
  }

  function isMounted() {
    return !!root && document.documentElement.contains(root);
  }

  function destroy() {
    document.removeEventListener('DOMContentLoaded', mount);
    window.removeEventListener('resize', onResize);
    window.removeEventListener('message', onMessage);
    if (root && root.parentNode) root.parentNode.removeChild(root);
    root = button = icon = panel = frame = null;
    isOpen = false;
    if (window[NS] === api) delete window[NS];
  }

  var api = { open: open, close: close, toggle: toggle, isMounted: isMounted, destroy: destroy };
  window[NS] = api;
  if (document.body) mount(); else document.addEventListener('DOMContentLoaded', mount);
})();
`;
