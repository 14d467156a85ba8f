import { chromium } from '@playwright/test';
const [, , tenant, user, pass, ...paths] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
});
await page.addInitScript(() => sessionStorage.setItem('popupsClosed', '1'));
const base = `http://${tenant}.localhost:8911`;
if (user !== '-') {
  await page.goto(base + '/m/login');
  await page.getByLabel('Username', { exact: true }).first().fill(user);
  await page.getByLabel('Password', { exact: true }).first().fill(pass);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await page.waitForTimeout(2000);
}
for (const p of paths) {
  const [path, action] = p.split('!');
  await page.goto(base + path);
  await page.waitForTimeout(1800);
  if (action) {
    await page.getByRole('button', { name: action }).first().click();
    await page.waitForTimeout(2500);
  }
  const name = `/tmp/shots/${tenant}-${user}-${path.replace(/[^a-z0-9]+/gi, '_')}${action ? '-' + action.replace(/\W+/g, '_') : ''}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(name);
}
console.log(errors.join('\n'));
await browser.close();
