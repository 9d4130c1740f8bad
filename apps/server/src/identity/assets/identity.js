// Probity identity pages: small progressive enhancements. Every page works without this file.
(() => {
  // The sign-out form submits itself: the user already chose Sign Out inside Probity.
  for (const form of document.querySelectorAll('form[data-auto-submit]')) {
    form.submit();
  }

  // Show/Hide buttons for password fields.
  for (const input of document.querySelectorAll('input[data-reveal]')) {
    const wrap = document.createElement('div');
    wrap.className = 'input-wrap';
    input.parentNode.insertBefore(wrap, input);
    wrap.appendChild(input);
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'reveal';
    button.textContent = 'Show';
    button.setAttribute('aria-pressed', 'false');
    button.setAttribute('aria-controls', input.id);
    button.setAttribute('aria-label', 'Show password');
    button.addEventListener('click', () => {
      const show = input.type === 'password';
      input.type = show ? 'text' : 'password';
      button.textContent = show ? 'Hide' : 'Show';
      button.setAttribute('aria-pressed', String(show));
      button.setAttribute('aria-label', show ? 'Hide password' : 'Show password');
      input.focus();
    });
    wrap.appendChild(button);
  }

  // Passkey forms: load @simplewebauthn/browser and our passkeys.js (same origin, in this order).
  const base = document.currentScript?.src.replace(/identity\.js(\?.*)?$/, '');
  if (base && document.querySelector('form[data-passkey]')) {
    for (const name of ['webauthn.js', 'passkeys.js']) {
      const script = document.createElement('script');
      script.src = base + name;
      script.async = false;
      document.head.appendChild(script);
    }
  }

  // One submission per click: the button shows it is working and ignores a second press.
  for (const form of document.querySelectorAll('form:not([data-auto-submit]):not([data-passkey])')) {
    form.addEventListener('submit', (event) => {
      if (form.dataset.submitting === 'true') {
        event.preventDefault();
        return;
      }
      form.dataset.submitting = 'true';
      for (const input of form.querySelectorAll('input[data-reveal]')) input.type = 'password';
      const button = form.querySelector('button[type="submit"]');
      if (button) button.setAttribute('aria-busy', 'true');
    });
  }

  // Move focus to the error summary so keyboard and screen-reader users hear it, unless the page
  // already focuses the field to correct (the password after a failed sign-in).
  const problem = document.querySelector('[data-focus]');
  if (problem && !document.querySelector('[autofocus]')) problem.focus();
})();
