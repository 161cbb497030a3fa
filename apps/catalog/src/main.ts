// This remote is meant to be mounted by the shell; opened directly it says where to go instead.
const root = document.getElementById('root');
if (root) {
  root.innerHTML =
    '<p style="font-family:system-ui;margin:2rem">This is the <strong>catalog</strong> remote of Bullion Desk. ' +
    'Its pages are mounted by the shell: open <a href="http://localhost:4200/catalog">http://localhost:4200/catalog</a>.</p>';
}
