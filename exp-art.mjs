import { chromium } from '@playwright/test';
const block = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const t0 = Date.now();
for (const url of ['http://lotus.localhost:8900/m/home','http://dragon.localhost:8900/m/home']) {
for (let i = 0; i < 6; i++) {
  const c = await b.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  if (block === 'art') await c.route('**/__art/**', r => r.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') }));
  const p = await c.newPage();
  await p.addInitScript(() => sessionStorage.setItem('popupsClosed', '1'));
  await p.goto(url);
  await p.waitForFunction(() => window.__appReady === true, null, { polling: 10 });
  await p.waitForLoadState('networkidle');
  await c.close();
}}
console.log('wall', Date.now() - t0);
await b.close();
