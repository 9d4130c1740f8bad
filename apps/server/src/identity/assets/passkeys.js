// Probity identity pages: passkeys (WebAuthn) through @simplewebauthn/browser (webauthn.js).
// A form marked data-passkey asks the server for options (data-options), lets the browser create
// or use a passkey, puts its answer in the hidden "response" field and submits the form.
(() => {
  const lib = window.SimpleWebAuthnBrowser;

  function explain(err, register) {
    const name = err?.name;
    if (name === 'NotAllowedError' || name === 'AbortError' || err?.code === 'ERROR_CEREMONY_ABORTED')
      return 'The passkey request was cancelled or timed out. Please try again.';
    if (register && name === 'InvalidStateError')
      return 'This device already has a passkey for your account.';
    if (err?.fromServer) return err.message;
    return register
      ? 'Your device did not create a passkey. Please try again.'
      : 'We could not use a passkey on this device. Please try again, or use your password.';
  }

  for (const form of document.querySelectorAll('form[data-passkey]')) {
    const register = form.dataset.passkey === 'register';
    const error = form.querySelector('[data-passkey-error]');
    const button = form.querySelector('button[type="submit"]');
    const show = (text) => {
      error.textContent = text;
      error.hidden = !text;
    };
    if (!lib?.browserSupportsWebAuthn()) {
      if (!register) form.hidden = true;
      else {
        show('This browser cannot create passkeys. Try a recent version of your browser or another device.');
        button.disabled = true;
      }
      continue;
    }
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      if (form.dataset.busy === 'true') return;
      const nameInput = form.elements.namedItem('name');
      // Without a name, the server explains what is missing.
      if (register && nameInput && !nameInput.value.trim()) return form.submit();
      form.dataset.busy = 'true';
      button.setAttribute('aria-busy', 'true');
      show('');
      try {
        const res = await fetch(form.dataset.options, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ csrf: form.elements.namedItem('csrf').value }),
        });
        const options = await res.json();
        if (!res.ok) throw Object.assign(new Error(options.detail), { fromServer: true });
        const answer = register
          ? await lib.startRegistration({ optionsJSON: options })
          : await lib.startAuthentication({ optionsJSON: options });
        form.elements.namedItem('response').value = JSON.stringify(answer);
        form.submit();
      } catch (err) {
        show(explain(err, register));
        form.dataset.busy = 'false';
        button.removeAttribute('aria-busy');
      }
    });
  }
})();
