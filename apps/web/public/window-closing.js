// spec 01 §2, §7: the pop-up action's responseUrl. The window closes itself; the product's
// overlay notices (it polls the pop-up) and refetches the notifications. An external script,
// because the content security policy allows no inline script.
window.close();
