// The page's own script, in a file: the page's Content-Security-Policy runs no inline script.
document.querySelector('#change-password').addEventListener('click', () => {
  document.querySelector('portico-password-modal').show();
});
document.addEventListener('portico-unread-change', (event) => {
  document.querySelector('#unread').textContent = String(event.detail.count);
});
